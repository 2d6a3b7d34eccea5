import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PORT, GOOGLE_REDIRECT_URI } from './support/env';
import { startE2eOidcProvider } from './support/oidc-provider';

/**
 * Starts the local OpenID Connect provider that plays Google. The API discovers it on the first
 * Google sign-in, so it may come up after the web server, as Playwright orders it.
 */
export default async function globalSetup() {
  const provider = await startE2eOidcProvider({
    port: OIDC_PORT,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    redirectUri: GOOGLE_REDIRECT_URI,
  });
  return async () => provider.close();
}

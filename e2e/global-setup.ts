import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_PORT,
  GOOGLE_REDIRECT_URI,
  STRAVA_CLIENT_ID,
  STRAVA_CLIENT_SECRET,
  SMTP_INBOX_PORT,
  SMTP_PORT,
  STRAVA_PORT,
} from './support/env';
import { startE2eFakeSmtp } from './support/fake-smtp';
import { startE2eFakeStrava } from './support/fake-strava';
import { startE2eOidcProvider } from './support/oidc-provider';

/**
 * Starts the local OpenID Connect provider that plays Google, the fake Strava and the local SMTP server. The API reaches
 * them only when a test signs in or connects, so they may come up after the web server, as
 * Playwright orders it.
 */
export default async function globalSetup() {
  const provider = await startE2eOidcProvider({
    port: OIDC_PORT,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    redirectUri: GOOGLE_REDIRECT_URI,
  });
  const strava = await startE2eFakeStrava({
    port: STRAVA_PORT,
    clientId: STRAVA_CLIENT_ID,
    clientSecret: STRAVA_CLIENT_SECRET,
  });
  const smtp = await startE2eFakeSmtp({ smtpPort: SMTP_PORT, inboxPort: SMTP_INBOX_PORT });
  return async () => {
    await provider.close();
    await strava.close();
    await smtp.close();
  };
}

import * as oidc from 'openid-client';
import type { Config } from '../../config.js';
import { AppError } from '../../errors/app-error.js';

export type GoogleSettings = Pick<
  Config,
  'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_ISSUER' | 'GOOGLE_REDIRECT_URI'
>;

/** Google as an OpenID Connect provider: whether it is configured, and its discovered metadata. */
export interface GoogleOidc {
  readonly enabled: boolean;
  /** The web app's callback page, registered at Google. */
  readonly redirectUri: string;
  /** The discovered client configuration; 503 when not configured or when the issuer does not answer. */
  configuration(): Promise<oidc.Configuration>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is allowed only for an issuer on this machine: the test provider. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

export function createGoogleOidc(settings: GoogleSettings): GoogleOidc {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = settings;
  let discovered: Promise<oidc.Configuration> | undefined;

  async function discover(id: string, secret: string): Promise<oidc.Configuration> {
    const issuer = new URL(settings.GOOGLE_ISSUER);
    try {
      return await oidc.discovery(issuer, id, secret, undefined, {
        timeout: 10,
        ...(isLoopbackHttp(issuer) && { execute: [oidc.allowInsecureRequests] }),
      });
    } catch (error) {
      throw new AppError('service_unavailable', 503, { cause: error });
    }
  }

  return {
    enabled: Boolean(clientId && clientSecret),
    redirectUri: settings.GOOGLE_REDIRECT_URI,
    configuration() {
      if (!clientId || !clientSecret) return Promise.reject(new AppError('provider_not_configured', 503));
      // Discovered once per process; a failed discovery is tried again on the next sign-in.
      discovered ??= discover(clientId, clientSecret).catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
      return discovered;
    },
  };
}

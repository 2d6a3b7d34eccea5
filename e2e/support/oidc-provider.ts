import type { IncomingMessage } from 'node:http';
import {
  type TestIdentity,
  startOidcTestProvider,
} from '../../apps/api/src/modules/auth/testing/oidc-test-provider';
import { OIDC_IDENTITY_COOKIE } from './env';

export type { TestIdentity };

export interface E2eOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

function identityFrom(request: IncomingMessage): TestIdentity | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== OIDC_IDENTITY_COOKIE) continue;
    try {
      return JSON.parse(Buffer.from(rest.join('='), 'base64url').toString('utf8')) as TestIdentity;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The API tests' OpenID Connect provider, set up for the browser: on a fixed port, because
 * Playwright starts the web server (whose GOOGLE_ISSUER must name it) before the global setup;
 * and the person who signs in is read from a cookie the test sets on this origin, so parallel
 * tests each sign in as their own user.
 */
export async function startE2eOidcProvider(options: {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<E2eOidcProvider> {
  const provider = await startOidcTestProvider({ ...options, identityOf: identityFrom });
  return { issuer: provider.issuer, close: () => provider.close() };
}

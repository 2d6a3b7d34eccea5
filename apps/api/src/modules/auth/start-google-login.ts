import type { GoogleAuthUrlResponse } from '@oyna/shared';
import { lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { DbExecutor } from '../../db/database.js';
import { oauthLoginStates } from '../../db/schema.js';
import type { GoogleOidc } from './google-oidc.js';

/** The user has this long between leaving for Google and coming back. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/**
 * Begins a Google sign-in (authorization code flow with PKCE S256): state, nonce and code
 * verifier stay in the database, keyed by state; the browser gets only the URL to go to.
 */
export async function startGoogleLogin(
  db: DbExecutor,
  options: { google: GoogleOidc; now?: Date },
): Promise<GoogleAuthUrlResponse> {
  const { google } = options;
  const now = options.now ?? new Date();
  const configuration = await google.configuration();

  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);

  await db.delete(oauthLoginStates).where(lt(oauthLoginStates.expiresAt, now));
  await db.insert(oauthLoginStates).values({
    state,
    provider: 'google',
    nonce,
    codeVerifier,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
  });

  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: google.redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    state,
    nonce,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  });
  return { auth_url: url.href };
}

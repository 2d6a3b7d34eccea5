import type { AuthResponse, GoogleCallbackQuery, Language } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import { oauthLoginStates } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { signInResponse } from './auth-response.js';
import { findOrCreateGoogleUser } from './find-or-create-google-user.js';
import { type GoogleClaims, googleClaimsSchema } from './google-claims.js';
import type { GoogleOidc } from './google-oidc.js';
import type { SessionContext } from './session-context.js';

export interface FinishGoogleLoginOptions {
  google: GoogleOidc;
  query: GoogleCallbackQuery;
  /** The language of a new account. */
  language: Language;
  context: SessionContext;
}

/** The pending sign-in of this state, removed as it is read so that it can be used only once. */
async function takePendingLogin(db: DbExecutor, state: string, now: Date) {
  const [pending] = await db
    .delete(oauthLoginStates)
    .where(and(eq(oauthLoginStates.state, state), eq(oauthLoginStates.provider, 'google')))
    .returning();
  if (!pending || pending.expiresAt <= now) throw new AppError('oauth_state_invalid', 400);
  return pending;
}

/** A refusal by the provider or a failed check of its answer is the user's failed sign-in. */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.AuthorizationResponseError ||
    error instanceof oidc.ClientError
  );
}

/**
 * Completes a Google sign-in: redeems the code with the PKCE verifier and lets openid-client
 * verify the ID token (signature, issuer, audience, expiry, nonce). Then finds or creates the
 * account and starts a session.
 */
export async function finishGoogleLogin(
  db: DbExecutor,
  options: FinishGoogleLoginOptions,
): Promise<AuthResponse> {
  const { google, query, context } = options;
  const now = context.now ?? new Date();
  const configuration = await google.configuration();
  const pending = await takePendingLogin(db, query.state, now);

  const callbackUrl = new URL(google.redirectUri);
  callbackUrl.searchParams.set('code', query.code);
  callbackUrl.searchParams.set('state', query.state);
  if (query.iss) callbackUrl.searchParams.set('iss', query.iss);

  let claims: GoogleClaims;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = googleClaimsSchema.parse(tokens.claims());
  } catch (error) {
    if (isRefusal(error) || error instanceof z.ZodError) {
      throw new AppError('google_login_failed', 401, { cause: error });
    }
    throw new AppError('service_unavailable', 503, { cause: error });
  }

  return db.transaction(async (tx) => {
    const user = await findOrCreateGoogleUser(tx, { claims, language: options.language });
    return signInResponse(tx, user, context);
  });
}

import type { AuthResponse, RegisterRequest, TokenPair, User } from '@oyna/shared';
import type { FastifyInstance } from 'fastify';
import { getUserById } from '../../users/get-user-by-id.js';

let userCounter = 0;

/** `Authorization: Bearer <token>` as a headers object for `app.inject`. */
export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

/** A registration body with a unique email and an uncommon password; pass only what the test is about. */
export function registrationFor(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  userCounter += 1;
  return {
    email: `player${userCounter}.${Math.random().toString(36).slice(2, 8)}@example.az`,
    password: 'Xəzər-sahili-2026',
    first_name: 'Elvin',
    last_name: 'Məmmədov',
    accept_terms: true,
    ...overrides,
  };
}

/** A loopback-looking address of its own per call, so the per-IP sign-in limit never trips in tests. */
const someIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/**
 * Registers a user through the API and signs in with the same credentials, as the web app does
 * (registration answers 202 without a session); returns the session, the user and the credentials.
 */
export async function registerThroughApi(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<AuthResponse & { email: string; password: string }> {
  const body = registrationFor(overrides);
  const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
  if (registered.statusCode !== 202) {
    throw new Error(`registration failed: ${registered.statusCode} ${registered.body}`);
  }
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/json',
    payload: { email: body.email, password: body.password },
    remoteAddress: someIp(),
  });
  if (login.statusCode !== 200)
    throw new Error(`sign-in after registration failed: ${login.statusCode} ${login.body}`);
  const tokens = login.json<TokenPair>();
  // Read as `GET /auth/me` answers, without using the session: a test may still change the user's
  // role in the database before its first request, as an admin would.
  const claims = await app.accessTokens.verify(tokens.access_token);
  if (!claims) throw new Error('sign-in after registration answered an invalid access token');
  const user: User = await getUserById(app.db, { id: claims.userId });
  return {
    tokens,
    user,
    needs_onboarding: user.needs_onboarding,
    email: body.email.trim().toLowerCase(),
    password: body.password,
  };
}

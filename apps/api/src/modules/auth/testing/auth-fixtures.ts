import type { AuthResponse, RegisterRequest } from '@oyna/shared';
import type { FastifyInstance } from 'fastify';

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

/** Registers a user through the API and returns the answer with the credentials used. */
export async function registerThroughApi(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<AuthResponse & { email: string; password: string }> {
  const body = registrationFor(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
  if (response.statusCode !== 201) {
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  }
  return { ...response.json<AuthResponse>(), email: body.email, password: body.password };
}

import type { UserRole } from '@oyna/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../db/database.js';
import type { NewUserRow, UserRow } from '../../../db/schema.js';
import { createUser } from '../../../test/factories.js';
import { startSession } from '../../auth/start-session.js';
import { fundWallet } from '../../wallet/testing/wallet-fixtures.js';

export interface SignedIn {
  user: UserRow;
  token: string;
  headers: { authorization: string };
}

/** A user with a live session, made directly in the database (no password hashing: fast). */
export async function signedInUser(
  app: FastifyInstance,
  overrides: Partial<NewUserRow> & { role?: UserRole } = {},
): Promise<SignedIn> {
  const user = await createUser(app.db, overrides);
  const tokens = await startSession(app.db, {
    userId: user.id,
    role: user.role,
    context: { accessTokens: app.accessTokens, userAgent: 'vitest', ip: '127.0.0.1' },
  });
  return { user, token: tokens.access_token, headers: { authorization: `Bearer ${tokens.access_token}` } };
}

/** A signed-in player with this much in the wallet (qəpik). */
export async function playerWithBalance(app: FastifyInstance, balanceQepik: number): Promise<SignedIn> {
  const player = await signedInUser(app);
  if (balanceQepik > 0) await fundWallet(app.db as Db, player.user.id, balanceQepik);
  return player;
}

export function register(
  app: FastifyInstance,
  player: SignedIn,
  gameId: string,
  options: { paymentMethod?: 'balance' | 'cash'; key?: string; language?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/v1/games/${gameId}/registrations`,
    headers: {
      ...player.headers,
      'accept-language': options.language ?? 'en',
      ...(options.key && { 'idempotency-key': options.key }),
    },
    payload: { payment_method: options.paymentMethod ?? 'balance' },
  });
}

export function leave(
  app: FastifyInstance,
  player: SignedIn,
  gameId: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'DELETE',
    url: `/api/v1/games/${gameId}/registrations/me`,
    headers: { ...player.headers, 'accept-language': 'en' },
  });
}

import type { UserRole } from '@oyna/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../db/database.js';
import { type NewUserRow, playerRatings } from '../../../db/schema.js';
import { type SignedIn, register, signedInUser } from '../../games/testing/game-fixtures.js';
import { fundWallet } from '../../wallet/testing/wallet-fixtures.js';

/** A signed-in player with this profile who books a place in the game (paid from the wallet). */
export async function joinGame(
  app: FastifyInstance,
  gameId: string,
  profile: Partial<NewUserRow> & { role?: UserRole } = {},
): Promise<SignedIn> {
  const player = await signedInUser(app, profile);
  await fundWallet(app.db as Db, player.user.id, 5000);
  const response = await register(app, player, gameId);
  expect(response.statusCode).toBe(201);
  return player;
}

/** Gives a player a rating from results, as the results module would. */
export async function rate(app: FastifyInstance, userId: string, rating: number, ratedGames: number) {
  await (app.db as Db).insert(playerRatings).values({ userId, mu: 25, sigma: 3, rating, ratedGames });
}

/** A call to the sides API of a game; POST is the balance endpoint. */
export function sidesRequest(
  app: FastifyInstance,
  who: SignedIn,
  gameId: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/v1/games/${gameId}/sides${method === 'POST' ? '/balance' : ''}`,
    headers: { ...who.headers, 'accept-language': 'en' },
    ...(payload && { payload }),
  });
}

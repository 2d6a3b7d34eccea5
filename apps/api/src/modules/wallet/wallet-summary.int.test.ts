import type { Wallet } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRegistrations } from '../../db/schema.js';
import { registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { createGame } from '../../test/factories.js';
import { testDrivers } from '../../test/test-databases.js';
import { fundWallet } from './testing/wallet-fixtures.js';
import { walletClient } from './testing/wallet-client.js';

describe.each(testDrivers())('GET /wallet on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  async function playGames(userId: string, completed: number, other: 'open' | 'cancelled' = 'open') {
    for (let index = 0; index < completed; index += 1) {
      const game = await createGame(test.database.db, { status: 'completed' });
      await test.database.db
        .insert(gameRegistrations)
        .values({ gameId: game.id, userId, status: 'confirmed', paymentMethod: 'balance', priceQepik: 1000 });
    }
    const notPlayed = await createGame(test.database.db, { status: other });
    await test.database.db.insert(gameRegistrations).values({
      gameId: notPlayed.id,
      userId,
      status: 'confirmed',
      paymentMethod: 'balance',
      priceQepik: 1000,
    });
  }

  it('a new player has 0 ₼, bronze, 10 games to silver', async () => {
    const account = await registerThroughApi(test.app);
    const response = await walletClient(test.app, account.tokens.access_token).wallet();
    expect(response.statusCode).toBe(200);
    expect(response.json<Wallet>()).toEqual({
      balance: 0,
      currency: 'AZN',
      tier: 'bronze',
      games_played: 0,
      next_tier: 'silver',
      games_to_next_tier: 10,
    });
  });

  it('the balance is in manat and the tier counts completed games only', async () => {
    const account = await registerThroughApi(test.app);
    await fundWallet(test.database.db, account.user.id, 1250);
    await playGames(account.user.id, 10);
    const wallet = (await walletClient(test.app, account.tokens.access_token).wallet()).json<Wallet>();
    expect(wallet).toMatchObject({
      balance: 12.5,
      tier: 'silver',
      games_played: 10,
      next_tier: 'gold',
      games_to_next_tier: 40,
    });
  });

  it('needs a signed-in user', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/wallet' })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/wallet/transactions' })).statusCode).toBe(
      401,
    );
  });
});

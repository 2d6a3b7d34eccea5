import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRegistrations } from '../../db/schema.js';
import { createGame, createUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { countGamesPlayed } from './games-played.js';

describe.each(testDrivers())('games played for loyalty on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  it('counts completed games with a confirmed place, except no-shows, cancelled places and open games', async () => {
    const db = test.database.db;
    const player = await createUser(db);
    const past = new Date(Date.now() - 3 * 24 * 3600_000);
    const completed = () => createGame(db, { status: 'completed', startsAt: past });
    const register = async (gameId: string, values: Partial<typeof gameRegistrations.$inferInsert>) => {
      await db.insert(gameRegistrations).values({
        gameId,
        userId: player.id,
        status: 'confirmed',
        paymentMethod: 'balance',
        priceQepik: 1000,
        ...values,
      });
    };

    await register((await completed()).id, { attendance: 'attended' });
    await register((await completed()).id, {}); // attendance not taken: still counts
    await register((await completed()).id, { attendance: 'no_show' });
    await register((await completed()).id, { status: 'cancelled' });
    await register((await completed()).id, { status: 'waitlisted' });
    await register((await createGame(db)).id, {}); // upcoming
    await register((await createGame(db, { status: 'cancelled', startsAt: past })).id, {});

    expect(await countGamesPlayed(db, player.id)).toBe(2);
    expect(await countGamesPlayed(db, (await createUser(db)).id)).toBe(0);
  });
});

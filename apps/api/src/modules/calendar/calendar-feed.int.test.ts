import type { CalendarFeedLink } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { gameRegistrations, games } from '../../db/schema.js';
import { createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { cancelGame } from '../games/cancel-game.js';
import {
  type SignedIn,
  leave,
  playerWithBalance,
  register,
  signedInUser,
} from '../games/testing/game-fixtures.js';
import { publishDueOccurrences } from '../series/publish-due-occurrences.js';
import { insertSeries } from '../series/testing/series-fixtures.js';
import { gameHooks } from '../../module-hooks.js';

const DAY = 86_400_000;

describe.each(testDrivers())('the personal calendar feed on %s', (driver) => {
  let test: TestApp;
  let db: Db;
  let organizer: SignedIn;
  let venueId: number;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    db = test.app.db as Db;
    organizer = await signedInUser(test.app, { role: 'organizer' });
    venueId = (await createVenue(db, { pitchCount: 8 })).id;
  });
  afterAll(() => test.close());

  const newGame = async (title: string, startsAt: Date) => {
    const [game] = await db
      .insert(games)
      .values({
        venueId,
        organizerId: organizer.user.id,
        title,
        startsAt,
        durationMinutes: 90,
        format: '7x7',
        capacity: 14,
        kind: 'regular',
        priceQepik: 1000,
        registrationOpensAt: new Date(Date.now() - DAY),
      })
      .returning();
    return game!;
  };
  const makeFeed = async (who: SignedIn) => {
    const made = await test.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/calendar-feed',
      headers: who.headers,
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json<CalendarFeedLink>();
  };
  const read = (link: CalendarFeedLink) =>
    test.app.inject({ method: 'GET', url: new URL(link.url).pathname });

  it('lists exactly the games the player is booked in, in Baku time, a cancelled one marked cancelled', async () => {
    const player = await playerWithBalance(test.app, 10_000);
    const booked = await newGame('Booked game', new Date(Date.now() + 3 * DAY));
    const cancelled = await newGame('Called off game', new Date(Date.now() + 4 * DAY));
    const left = await newGame('Left game', new Date(Date.now() + 5 * DAY));
    const notMine = await newGame('Someone else’s game', new Date(Date.now() + 6 * DAY));
    for (const game of [booked, cancelled, left])
      expect((await register(test.app, player, game.id)).statusCode).toBe(201);
    expect((await leave(test.app, player, left.id)).statusCode).toBe(200);
    await cancelGame(db, {
      hooks: gameHooks,
      actor: { id: organizer.user.id, role: 'organizer', sessionId: 'test' },
      gameId: cancelled.id,
    });

    const link = await makeFeed(player);
    expect(link.webcal_url).toBe(link.url.replace(/^https?:\/\//, 'webcal://'));
    const feed = await read(link);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const uids = [...feed.body.matchAll(/^UID:(.*)$/gm)].map((match) => match[1]?.trim());
    expect(uids).toEqual([`game-${booked.id}@oyna.az`, `game-${cancelled.id}@oyna.az`]);
    expect(feed.body).toContain('TZID:Asia/Baku');
    expect(feed.body).toContain('STATUS:CANCELLED');
    expect(feed.body).not.toContain(notMine.id);
    expect(feed.body).not.toContain(left.id);
  });

  it('answers 404 for a wrong, malformed, revoked or replaced address, and a player revokes only their own', async () => {
    const player = await signedInUser(test.app);
    const other = await signedInUser(test.app);
    const first = await makeFeed(player);
    const othersLink = await makeFeed(other);
    const wrong = first.url.replace(/\/calendar\/[^/]+\//, `/calendar/${'A'.repeat(43)}/`);
    expect((await test.app.inject({ method: 'GET', url: new URL(wrong).pathname })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/calendar/x/oyna.ics' })).statusCode).toBe(
      404,
    );

    const second = await makeFeed(player);
    expect((await read(first)).statusCode).toBe(404);
    expect((await read(second)).statusCode).toBe(200);

    const revoked = await test.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/calendar-feed',
      headers: player.headers,
    });
    expect(revoked.statusCode).toBe(204);
    const notFound = await read(second);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).not.toContain('VCALENDAR');
    expect((await read(othersLink)).statusCode).toBe(200);
    const status = await test.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/calendar-feed',
      headers: player.headers,
    });
    expect(status.json()).toEqual({ active: false, created_at: null });
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/users/me/calendar-feed' })).statusCode).toBe(
      401,
    );
  });

  it('writes a Europe/London weekly game at its own 20:00 across the clock change, as Baku wall-clock times', async () => {
    const player = await signedInUser(test.app);
    const series = await insertSeries(db, {
      organizerId: organizer.user.id,
      venueId,
      startDate: '2027-03-20',
      endDate: '2027-04-03',
      timeZone: 'Europe/London',
      weekdays: [2],
      kickOffTime: '20:00',
    });
    // Tuesday 23 March (GMT) and Tuesday 30 March (BST, the clocks went forward on the 28th).
    for (const now of ['2027-03-20T12:00:00Z', '2027-03-27T12:00:00Z'])
      await publishDueOccurrences(db, { hooks: gameHooks, now: new Date(now), seriesId: series.id });
    const published = await db.select().from(games).where(eq(games.seriesId, series.id));
    expect(published.map((game) => game.startsAt.toISOString()).sort()).toEqual([
      '2027-03-23T20:00:00.000Z',
      '2027-03-30T19:00:00.000Z',
    ]);
    for (const game of published)
      await db.insert(gameRegistrations).values({
        gameId: game.id,
        userId: player.user.id,
        status: 'confirmed',
        paymentMethod: 'cash',
        priceQepik: 1000,
      });
    const feed = await read(await makeFeed(player));
    expect(feed.body).toContain('DTSTART;TZID=Asia/Baku:20270324T000000');
    expect(feed.body).toContain('DTSTART;TZID=Asia/Baku:20270330T230000');
  });
});

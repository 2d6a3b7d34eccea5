import type { AdminRestrictionsResponse, OrganizerFlagsResponse, Reliability } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { auditLog, games } from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { registerForGame } from '../games/register-for-game.js';
import {
  type SignedIn,
  leave,
  playerWithBalance,
  register,
  signedInUser,
} from '../games/testing/game-fixtures.js';
import { playedGame, postResult, resultBody } from '../results/testing/result-fixtures.js';
import { gameHooks } from '../../module-hooks.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDrivers())('the no-show policy on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    organizer = await signedInUser(test.app, { role: 'organizer' });
    admin = await signedInUser(test.app, { role: 'admin' });
  });
  afterAll(async () => {
    await test.close();
  });
  const db = () => test.database.db as Db;

  /** The player misses a game that kicked off `hoursAgo` hours ago; the organizer records it. */
  async function noShow(player: SignedIn, hoursAgo: number) {
    const others = await Promise.all([
      signedInUser(test.app),
      signedInUser(test.app),
      signedInUser(test.app),
    ]);
    const played = await playedGame(test.app, { organizer, players: [player, ...others], hoursAgo });
    const body = resultBody(played.players, [1, 0], { lines: { 0: { attended: false } } });
    expect((await postResult(test.app, organizer, played.game.id, body)).statusCode).toBe(200);
    return played.game;
  }

  const reliability = async (who: SignedIn) =>
    (
      await test.app.inject({ method: 'GET', url: '/api/v1/users/me/reliability', headers: who.headers })
    ).json<Reliability>();

  it('one no-show restricts nothing', async () => {
    const player = await playerWithBalance(test.app, 10_000);
    await noShow(player, 30);
    const game = await createGame(db());
    expect((await register(test.app, player, game.id, { paymentMethod: 'cash' })).statusCode).toBe(201);
    expect(await reliability(player)).toMatchObject({ no_shows: 1, late_cancellations: 0, restrictions: [] });
  });

  it('two no-shows within 30 days refuse cash, with the end date, and allow the wallet', async () => {
    const player = await playerWithBalance(test.app, 10_000);
    await noShow(player, 10 * 24);
    const second = await noShow(player, 30);
    const game = await createGame(db());
    const cash = await register(test.app, player, game.id, { paymentMethod: 'cash' });
    expect(cash.statusCode).toBe(403);
    const ends = new Date(second.startsAt.getTime() + 30 * DAY);
    expect(cash.json()).toMatchObject({ code: 'cash_booking_restricted' });
    // The end is written in Baku time in the message.
    const day = String(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Baku', day: 'numeric' }).format(ends),
    );
    expect(cash.json<{ detail: string }>().detail).toContain(day);
    expect((await register(test.app, player, game.id, { paymentMethod: 'balance' })).statusCode).toBe(201);
    const seen = await reliability(player);
    expect(seen).toMatchObject({ no_shows: 2, weight: 2 });
    expect(seen.restrictions).toEqual([
      expect.objectContaining({ kind: 'wallet_only', ends_at: ends.toISOString(), weight: 2 }),
    ]);
  });

  it('the cash refusal is in the player’s language', async () => {
    const player = await playerWithBalance(test.app, 0);
    await noShow(player, 50);
    await noShow(player, 26);
    const game = await createGame(db());
    const az = await register(test.app, player, game.id, { paymentMethod: 'cash', language: 'az' });
    expect(az.json<{ detail: string }>().detail).toContain('Nağd ödəniş mümkün deyil');
    const ru = await register(test.app, player, game.id, { paymentMethod: 'cash', language: 'ru' });
    expect(ru.json<{ detail: string }>().detail).toContain('наличными');
  });

  it('three no-shows within 30 days refuse any booking for 14 days, and allow it after', async () => {
    const player = await playerWithBalance(test.app, 10_000);
    await noShow(player, 72);
    await noShow(player, 48);
    const third = await noShow(player, 24);
    const game = await createGame(db());
    const refused = await register(test.app, player, game.id, { paymentMethod: 'balance' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'booking_blocked' });
    const blockEnds = third.startsAt.getTime() + 14 * DAY;
    const justBefore = new Date(blockEnds - 60_000);
    const later = await createGame(db(), { startsAt: new Date(blockEnds + DAY) });
    await expect(
      registerForGame(db(), {
        hooks: gameHooks,
        userId: player.user.id,
        gameId: later.id,
        paymentMethod: 'balance',
        now: justBefore,
      }),
    ).rejects.toMatchObject({ code: 'booking_blocked' });
    // After the block, the wallet-only restriction of the second no-show still refuses cash.
    await expect(
      registerForGame(db(), {
        hooks: gameHooks,
        userId: player.user.id,
        gameId: later.id,
        paymentMethod: 'cash',
        now: new Date(blockEnds),
      }),
    ).rejects.toMatchObject({ code: 'cash_booking_restricted' });
    const booked = await registerForGame(db(), {
      hooks: gameHooks,
      userId: player.user.id,
      gameId: later.id,
      paymentMethod: 'balance',
      now: new Date(blockEnds),
    });
    expect(booked.result.registration.status).toBe('confirmed');
  });

  it('leaving a confirmed place later than two hours before kick-off counts as half a no-show', async () => {
    const player = await playerWithBalance(test.app, 10_000);
    await noShow(player, 40);
    const inTime = await createGame(db(), { startsAt: new Date(Date.now() + 2 * HOUR + 5 * 60_000) });
    expect((await register(test.app, player, inTime.id)).statusCode).toBe(201);
    expect((await leave(test.app, player, inTime.id)).statusCode).toBe(200);
    expect(await reliability(player)).toMatchObject({ no_shows: 1, late_cancellations: 0, weight: 1 });

    const soon = await createGame(db(), { startsAt: new Date(Date.now() + HOUR) });
    expect((await register(test.app, player, soon.id)).statusCode).toBe(201);
    expect((await leave(test.app, player, soon.id)).statusCode).toBe(200);
    expect(await reliability(player)).toMatchObject({ late_cancellations: 1, weight: 1.5, restrictions: [] });

    const again = await createGame(db(), { startsAt: new Date(Date.now() + HOUR) });
    expect((await register(test.app, player, again.id)).statusCode).toBe(201);
    expect((await leave(test.app, player, again.id)).statusCode).toBe(200);
    const game = await createGame(db());
    const cash = await register(test.app, player, game.id, { paymentMethod: 'cash' });
    expect(cash.json()).toMatchObject({ code: 'cash_booking_restricted' });
  });

  it('an admin lifts a restriction with a reason, the booking goes through, and the audit log has it', async () => {
    const player = await playerWithBalance(test.app, 10_000);
    await noShow(player, 70);
    await noShow(player, 50);
    await noShow(player, 30);
    const listed = await test.app.inject({
      method: 'GET',
      url: `/api/v1/admin/restrictions?user_id=${player.user.id}`,
      headers: admin.headers,
    });
    expect(listed.statusCode).toBe(200);
    const items = listed.json<AdminRestrictionsResponse>().items;
    expect(items.map((item) => item.kind).sort()).toEqual(['booking_blocked', 'wallet_only']);
    const block = items.find((item) => item.kind === 'booking_blocked');
    if (!block) throw new Error('no block listed');

    const refusedByPlayer = await test.app.inject({
      method: 'POST',
      url: `/api/v1/admin/restrictions/${block.id}/lift`,
      headers: player.headers,
      payload: { reason: 'Özümə kömək' },
    });
    expect(refusedByPlayer.statusCode).toBe(403);

    const lifted = await test.app.inject({
      method: 'POST',
      url: `/api/v1/admin/restrictions/${block.id}/lift`,
      headers: admin.headers,
      payload: { reason: 'Xəstəxana arayışı təqdim olundu' },
    });
    expect(lifted.statusCode).toBe(200);
    const fullName = (user: SignedIn['user']) => [user.firstName, user.lastName].filter(Boolean).join(' ');
    expect(lifted.json()).toMatchObject({
      in_force: false,
      lift_reason: 'Xəstəxana arayışı təqdim olundu',
      user: { id: player.user.id, full_name: fullName(player.user) },
      lifted_by: { id: admin.user.id, full_name: fullName(admin.user) },
    });
    const again = await test.app.inject({
      method: 'POST',
      url: `/api/v1/admin/restrictions/${block.id}/lift`,
      headers: admin.headers,
      payload: { reason: 'İkinci dəfə' },
    });
    expect(again.json()).toMatchObject({ code: 'restriction_already_lifted' });

    const game = await createGame(db());
    expect((await register(test.app, player, game.id, { paymentMethod: 'balance' })).statusCode).toBe(201);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'restriction.lifted'), eq(auditLog.subjectId, block.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.user.id,
      details: expect.objectContaining({
        reason: 'Xəstəxana arayışı təqdim olundu',
        user_id: player.user.id,
      }),
    });
    // A correction that finds more no-shows keeps the lifted block lifted.
    const stillListed = await test.app.inject({
      method: 'GET',
      url: `/api/v1/admin/restrictions?state=lifted&user_id=${player.user.id}`,
      headers: admin.headers,
    });
    expect(stillListed.json<AdminRestrictionsResponse>().total).toBe(1);
  });

  it('a corrected result that clears a no-show removes the restriction it caused', async () => {
    const player = await playerWithBalance(test.app, 0);
    await noShow(player, 60);
    const others = await Promise.all([
      signedInUser(test.app),
      signedInUser(test.app),
      signedInUser(test.app),
    ]);
    const played = await playedGame(test.app, { organizer, players: [player, ...others], hoursAgo: 20 });
    const missed = resultBody(played.players, [1, 0], { lines: { 0: { attended: false } } });
    await postResult(test.app, organizer, played.game.id, missed);
    expect((await reliability(player)).restrictions).toHaveLength(1);
    await postResult(test.app, organizer, played.game.id, resultBody(played.players, [1, 0]));
    expect(await reliability(player)).toMatchObject({ no_shows: 1, restrictions: [] });
  });

  it('an organizer who cancelled more than 15% of the last 30 days’ games is warned and flagged', async () => {
    const careless = await signedInUser(test.app, { role: 'organizer' });
    const now = Date.now();
    for (const daysAgo of [3, 6, 9, 12])
      await createGame(db(), { organizerId: careless.user.id, startsAt: new Date(now - daysAgo * DAY) });
    const called = await createGame(db(), { organizerId: careless.user.id });
    await db()
      .update(games)
      .set({ status: 'cancelled', cancelledAt: new Date(now - DAY), cancelledBy: careless.user.id })
      .where(eq(games.id, called.id));
    expect((await reliability(careless)).organizer).toMatchObject({ games: 5, cancelled: 1, warned: true });
    expect((await reliability(organizer)).organizer).toMatchObject({ cancelled: 0, warned: false });
    const player = await signedInUser(test.app);
    expect((await reliability(player)).organizer).toBeNull();

    const flags = await test.app.inject({
      method: 'GET',
      url: '/api/v1/admin/organizer-flags',
      headers: admin.headers,
    });
    expect(flags.statusCode).toBe(200);
    const flagged = flags.json<OrganizerFlagsResponse>().items.map((item) => item.organizer.id);
    expect(flagged).toContain(careless.user.id);
    expect(flagged).not.toContain(organizer.user.id);
  });
});

import {
  ALERT_DAILY_CAP,
  ALERT_IGNORED_WEEKS,
  type GameAlert,
  WATCH_HOLD_MINUTES,
  WATCH_WAVE_MINUTES,
  bakuMidnight,
} from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import {
  type GameRow,
  gameAlertMatches,
  gameAlerts,
  gameRegistrations,
  gameWatchers,
  notificationSettings,
  notifications,
  playerRestrictions,
} from '../../db/schema.js';
import { createGame, createVenue } from '../../test/factories.js';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, leave, register, signedInUser } from '../games/testing/game-fixtures.js';
import { fundWallet } from '../wallet/testing/wallet-fixtures.js';
import { matchGames, matchPublishedGames } from './match-published-games.js';
import { pauseIgnoredAlerts } from './pause-ignored-alerts.js';
import { sendDueAlerts } from './send-alerts.js';
import { tellWatchers } from './tell-watchers.js';
import { claimWatchedPlace } from './watch-game.js';
import { gameHooks } from '../../module-hooks.js';

const HOUR = 3_600_000;
const actorOf = (who: SignedIn): AuthUser => ({ id: who.user.id, role: who.user.role, sessionId: 'test' });
const DAY = 24 * HOUR;
/** A Baku wall-clock hour `days` from today, as an instant. */
const bakuAt = (days: number, hour: number, minute = 0) =>
  new Date(bakuMidnight(Date.now()).getTime() + days * DAY + hour * HOUR + minute * 60_000);

describe.each(testDrivers())('game alerts and watchers on %s', (driver) => {
  let test: TestApp;
  let smtp: SmtpCapture;
  let organizerId: string;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    test = await createTestApp({
      driver,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Oyna <no-reply@oyna.test>', PUBLIC_URL: 'http://oyna.test' },
    });
    organizerId = (await signedInUser(test.app, { role: 'organizer' })).user.id;
  });
  afterAll(async () => {
    await test?.close();
    await smtp?.close();
  });
  const db = () => test.database.db as Db;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    who: SignedIn,
    payload?: object,
  ) =>
    test.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who.headers, 'accept-language': 'en' },
      ...(payload && { payload }),
    });
  const saveAlert = async (who: SignedIn, alert: object) => {
    const response = await call('POST', '/alerts', who, alert);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<GameAlert>();
  };
  /** A game at a venue of its own (the alert narrows by venue), kicking off `days` ahead at 20:00 Baku. */
  const game = async (venueId: number, overrides: Partial<GameRow> = {}) =>
    createGame(db(), { venueId, organizerId, startsAt: bakuAt(5, 20), ...overrides });
  const alertMessages = async (userId: string) =>
    (await db().select().from(notifications).where(eq(notifications.userId, userId))).filter(
      (row) => row.kind === 'game_alert',
    );
  const toldGames = (rows: Awaited<ReturnType<typeof alertMessages>>) =>
    rows.flatMap((row) => (row.payload as { games: { game_id: string }[] }).games.map((g) => g.game_id));
  /** Matches these games and runs one round of sending at `now`. */
  const round = async (gameIds: string[], now: Date) => {
    await matchGames(db(), gameIds, now);
    return sendDueAlerts(db(), now);
  };

  it('a player manages only their own alerts; a search with nothing narrowed is refused', async () => {
    const owner = await signedInUser(test.app);
    const other = await signedInUser(test.app);
    expect((await call('POST', '/alerts', owner, { delivery: 'instant' })).statusCode).toBe(400);
    const alert = await saveAlert(owner, { format: '7x7', districts: ['nasimi'], time_from: '19:00' });
    expect(alert).toMatchObject({ status: 'active', format: '7x7', time_from: '19:00', delivery: 'instant' });

    expect((await call('PATCH', `/alerts/${alert.id}`, other, { status: 'paused' })).statusCode).toBe(404);
    expect((await call('DELETE', `/alerts/${alert.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', '/alerts', other)).json()).toEqual({ items: [] });

    const paused = await call('PATCH', `/alerts/${alert.id}`, owner, { status: 'paused' });
    expect(paused.json()).toMatchObject({ status: 'paused', paused_reason: 'player' });
    expect((await call('DELETE', `/alerts/${alert.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', '/alerts', owner)).json()).toEqual({ items: [] });
  });

  it('tells a matching game once, and never a game outside the search', async () => {
    const player = await signedInUser(test.app);
    const venue = await createVenue(db());
    await saveAlert(player, { venue_id: venue.id, format: '7x7', max_price: 12 });
    const matching = await game(venue.id);
    const otherFormat = await game(venue.id, { format: '5x5' });
    const tooDear = await game(venue.id, { priceQepik: 1500 });
    const ids = [matching.id, otherFormat.id, tooDear.id];

    expect(await round(ids, bakuAt(1, 12))).toBe(1);
    expect(await round(ids, bakuAt(1, 13))).toBe(0);
    expect(await round(ids, bakuAt(2, 12))).toBe(0);
    expect(toldGames(await alertMessages(player.user.id))).toEqual([matching.id]);
  });

  it('never tells a game the player cannot book: level, already in, a clash, a restriction', async () => {
    const player = await signedInUser(test.app);
    await fundWallet(db(), player.user.id, 10_000);
    const venue = await createVenue(db());
    await saveAlert(player, { venue_id: venue.id });
    const tooHigh = await game(venue.id, { minLevel: 'expert' });
    const booked = await game(venue.id, { startsAt: bakuAt(8, 20) });
    expect((await register(test.app, player, booked.id)).statusCode).toBe(201);
    const clashing = await game(venue.id, { startsAt: bakuAt(8, 20, 30) });

    expect(await round([tooHigh.id, booked.id, clashing.id], bakuAt(1, 12))).toBe(0);

    const restricted = await signedInUser(test.app);
    await saveAlert(restricted, { venue_id: venue.id });
    await db()
      .insert(playerRestrictions)
      .values({
        userId: restricted.user.id,
        kind: 'booking_blocked',
        startsAt: new Date(),
        endsAt: bakuAt(30, 0),
        weight: 3,
      });
    const open = await game(venue.id, { startsAt: bakuAt(9, 20) });
    expect(await round([open.id], bakuAt(1, 12))).toBe(1); // told to the first player only
    expect(await alertMessages(restricted.user.id)).toEqual([]);
    expect(toldGames(await alertMessages(player.user.id))).toEqual([open.id]);
  });

  it('never tells more games in a Baku day than the daily cap, whatever the rounds', async () => {
    const player = await signedInUser(test.app);
    const venue = await createVenue(db());
    await saveAlert(player, { venue_id: venue.id });
    const ids: string[] = [];
    for (let index = 0; index < ALERT_DAILY_CAP + 3; index += 1)
      ids.push((await game(venue.id, { startsAt: bakuAt(5 + index, 20) })).id);
    for (let windows = 0; windows < 8; windows += 1) await round(ids, bakuAt(1, 9, windows * 31));
    expect(toldGames(await alertMessages(player.user.id))).toHaveLength(ALERT_DAILY_CAP);
    // The next day the rest are told.
    await round(ids, bakuAt(2, 9));
    expect(toldGames(await alertMessages(player.user.id))).toHaveLength(ALERT_DAILY_CAP + 3);
  });

  it('waits for the end of quiet hours', async () => {
    const player = await signedInUser(test.app);
    const venue = await createVenue(db());
    await saveAlert(player, { venue_id: venue.id });
    const match = await game(venue.id);
    expect(await round([match.id], bakuAt(1, 23, 30))).toBe(0);
    expect(await round([match.id], bakuAt(2, 7, 55))).toBe(0);
    expect(await round([match.id], bakuAt(2, 8, 5))).toBe(1);
  });

  it('a daily digest groups the day’s games into one message at the chosen hour', async () => {
    const player = await signedInUser(test.app);
    const venue = await createVenue(db());
    await saveAlert(player, { venue_id: venue.id, delivery: 'digest', digest_hour: 18 });
    const ids = [(await game(venue.id)).id, (await game(venue.id, { startsAt: bakuAt(6, 20) })).id];
    expect(await round(ids, bakuAt(1, 12))).toBe(0);
    expect(await round(ids, bakuAt(1, 18, 5))).toBe(1);
    const [digest, ...rest] = await alertMessages(player.user.id);
    expect(rest).toEqual([]);
    expect(digest?.payload).toMatchObject({ digest: true });
    expect(toldGames([digest!]).sort()).toEqual([...ids].sort());
  });

  it('a search whose messages went unopened for weeks pauses itself and tells the player', async () => {
    const ignoring = await signedInUser(test.app);
    const reading = await signedInUser(test.app);
    const venue = await createVenue(db());
    const start = bakuAt(1, 12);
    for (const who of [ignoring, reading]) {
      await saveAlert(who, { venue_id: venue.id });
      await db()
        .update(gameAlerts)
        .set({ activeSince: new Date(start.getTime() - 30 * DAY) })
        .where(eq(gameAlerts.userId, who.user.id));
    }
    const match = await game(venue.id, { startsAt: bakuAt(1, 20) });
    expect(await round([match.id], start)).toBe(2);
    await db()
      .update(notifications)
      .set({ readAt: new Date(start.getTime() + DAY) })
      .where(and(eq(notifications.userId, reading.user.id), eq(notifications.kind, 'game_alert')));

    const statusOf = async (who: SignedIn) =>
      (await db().select().from(gameAlerts).where(eq(gameAlerts.userId, who.user.id)))[0]?.status;
    await pauseIgnoredAlerts(db(), new Date(start.getTime() + ALERT_IGNORED_WEEKS * 7 * DAY - HOUR));
    expect(await statusOf(ignoring)).toBe('active');
    await pauseIgnoredAlerts(db(), new Date(start.getTime() + ALERT_IGNORED_WEEKS * 7 * DAY + HOUR));
    const [ignored] = await db().select().from(gameAlerts).where(eq(gameAlerts.userId, ignoring.user.id));
    expect(ignored).toMatchObject({ status: 'paused', pausedReason: 'ignored' });
    const [kept] = await db().select().from(gameAlerts).where(eq(gameAlerts.userId, reading.user.id));
    expect(kept?.status).toBe('active');
    const told = await db().select().from(notifications).where(eq(notifications.userId, ignoring.user.id));
    expect(told.map((row) => row.kind)).toContain('game_alert_paused');
  });

  it('finds newly published games from its cursor', async () => {
    const player = await signedInUser(test.app);
    const venue = await createVenue(db());
    await saveAlert(player, { venue_id: venue.id });
    const published = await game(venue.id);
    await matchPublishedGames(db(), new Date(Date.now() + 1000));
    const rows = await db()
      .select()
      .from(gameAlertMatches)
      .where(eq(gameAlertMatches.userId, player.user.id));
    expect(rows.map((row) => row.gameId)).toEqual([published.id]);
  });

  it('an alert email carries RFC 8058 one-click unsubscribe; its POST pauses exactly that alert, a forged token is refused', async () => {
    const player = await signedInUser(test.app, { notificationChannels: ['email'] });
    await db()
      .insert(notificationSettings)
      .values({
        userId: player.user.id,
        matrix: { game_alert: ['email'] },
        quietHours: { enabled: false, start: '23:00', end: '08:00' },
      });
    const venue = await createVenue(db());
    const unsubscribed = await saveAlert(player, { venue_id: venue.id });
    const kept = await saveAlert(player, { format: '11x11' });
    const match = await game(venue.id);
    await round([match.id], new Date());
    expect(await alertMessages(player.user.id)).toHaveLength(1);
    await test.app.notifications.dispatcher.runOnce();
    const [email] = await smtp.waitForTo(player.user.email!, 1);
    const headerLine = (key: string) =>
      email?.parsed.headerLines.find((line) => line.key === key)?.line ?? '';
    const header = headerLine('list-unsubscribe');
    expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = /<(http:\/\/oyna\.test\/api\/v1\/alerts\/unsubscribe\?token=[^>]+)>/.exec(header)?.[1];
    expect(url).toBeDefined();
    const path = url!.replace('http://oyna.test', '');
    const token = new URL(url!).searchParams.get('token')!;

    const post = (target: string) =>
      test.app.inject({
        method: 'POST',
        url: target,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await post(`/api/v1/alerts/unsubscribe?token=${encodeURIComponent(forged)}`)).statusCode).toBe(
      403,
    );
    const moved = `${kept.id}.${token.split('.')[1]}`;
    expect((await post(`/api/v1/alerts/unsubscribe?token=${encodeURIComponent(moved)}`)).statusCode).toBe(
      403,
    );
    expect((await post('/api/v1/alerts/unsubscribe?token=nonsense')).statusCode).toBe(403);

    const done = await post(path);
    expect(done.statusCode, done.body).toBe(200);
    const rows = await db().select().from(gameAlerts).where(eq(gameAlerts.userId, player.user.id));
    expect(rows.find((row) => row.id === unsubscribed.id)).toMatchObject({
      status: 'paused',
      pausedReason: 'unsubscribed',
    });
    expect(rows.find((row) => row.id === kept.id)?.status).toBe('active');
  });

  /** A full game of two booked by two players with money. */
  async function fullGame(): Promise<{ full: GameRow; players: SignedIn[] }> {
    const full = await createGame(db(), { capacity: 2, priceQepik: 1000, organizerId });
    const players: SignedIn[] = [];
    for (let index = 0; index < 2; index += 1) {
      const player = await signedInUser(test.app);
      await fundWallet(db(), player.user.id, 5000);
      expect((await register(test.app, player, full.id)).statusCode).toBe(201);
      players.push(player);
    }
    return { full, players };
  }

  it('a freed place goes to the waitlist before any watcher', async () => {
    const { full, players } = await fullGame();
    const watcher = await signedInUser(test.app);
    expect((await call('PUT', `/games/${full.id}/watch`, watcher)).json()).toEqual({
      watching: true,
      place_offered: false,
      held_until: null,
    });
    const waiting = await signedInUser(test.app);
    await fundWallet(db(), waiting.user.id, 5000);
    expect((await register(test.app, waiting, full.id)).json()).toMatchObject({
      registration: { status: 'waitlisted' },
    });

    expect((await leave(test.app, players[0]!, full.id)).statusCode).toBe(200);
    expect(await tellWatchers(db(), new Date(), gameHooks)).toBe(0);
    const [promoted] = await db()
      .select()
      .from(gameRegistrations)
      .where(and(eq(gameRegistrations.gameId, full.id), eq(gameRegistrations.userId, waiting.user.id)));
    expect(promoted?.status).toBe('confirmed');
    const [watching] = await db().select().from(gameWatchers).where(eq(gameWatchers.userId, watcher.user.id));
    expect(watching?.status).toBe('watching');
  });

  it('watchers are told in a wave, the first tap holds the place, and an expired hold goes to the next', async () => {
    const { full, players } = await fullGame();
    const watchers: SignedIn[] = [];
    for (let index = 0; index < 4; index += 1) {
      const watcher = await signedInUser(test.app); // no money: a held place waits for a top-up
      expect((await call('PUT', `/games/${full.id}/watch`, watcher)).statusCode).toBe(200);
      watchers.push(watcher);
    }
    const [first, second, third, fourth] = watchers as [SignedIn, SignedIn, SignedIn, SignedIn];
    expect((await leave(test.app, players[0]!, full.id)).statusCode).toBe(200);
    const now = new Date();
    expect(await tellWatchers(db(), now, gameHooks)).toBe(3);

    const claimed = await claimWatchedPlace(db(), {
      hooks: gameHooks,
      actor: actorOf(second),
      gameId: full.id,
      now,
    });
    expect(claimed.held_until).toBe(new Date(now.getTime() + WATCH_HOLD_MINUTES * 60_000).toISOString());
    await expect(
      claimWatchedPlace(db(), { hooks: gameHooks, actor: actorOf(first), gameId: full.id, now }),
    ).rejects.toMatchObject({ code: 'watch_place_taken' });
    expect((await call('PUT', `/games/${full.id}/watch`, fourth)).statusCode).toBe(200);

    const afterHold = new Date(
      now.getTime() + (Math.max(WATCH_HOLD_MINUTES, WATCH_WAVE_MINUTES) + 1) * 60_000,
    );
    const told = await tellWatchers(db(), afterHold, gameHooks);
    expect(told).toBeGreaterThan(0);
    const rows = await db().select().from(gameWatchers).where(eq(gameWatchers.gameId, full.id));
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    expect(byUser.get(second.user.id)?.status).toBe('claimed');
    expect(byUser.get(fourth.user.id)).toMatchObject({ status: 'told' });
    expect(byUser.get(fourth.user.id)?.toldAt?.toISOString()).toBe(afterHold.toISOString());
    expect(byUser.get(third.user.id)?.status).toBe('told');
    const [lapsed] = await db()
      .select()
      .from(gameRegistrations)
      .where(and(eq(gameRegistrations.gameId, full.id), eq(gameRegistrations.userId, second.user.id)));
    expect(lapsed?.status).toBe('cancelled');
  });
});

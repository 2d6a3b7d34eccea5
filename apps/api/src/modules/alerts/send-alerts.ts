import {
  ALERT_DAILY_CAP,
  ALERT_GAMES_PER_MESSAGE,
  ALERT_WINDOW_MINUTES,
  DEFAULT_QUIET_HOURS,
  type QuietHours,
  afterQuietHours,
  bakuMidnight,
} from '@oyna/shared';
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type GameAlertRow, gameAlertMatches, gameAlerts, games, users, venues } from '../../db/schema.js';
import { readDeliveryPreferences } from '../notifications/delivery-preferences.js';
import { notify } from '../notifications/notify.js';
import { unsubscribeToken } from './alert-token.js';
import { readBookerFacts, readGames, whyNotBookable } from './bookable-now.js';

/** Players served per round. */
const PLAYERS_PER_ROUND = 500;

/** When an alert may send now: an instant one once per window, a digest once a day from its hour. */
export function alertIsDue(
  alert: Pick<GameAlertRow, 'delivery' | 'digestHour' | 'lastSentAt'>,
  now: Date,
): boolean {
  const last = alert.lastSentAt?.getTime() ?? null;
  if (alert.delivery === 'instant')
    return last === null || last <= now.getTime() - ALERT_WINDOW_MINUTES * 60_000;
  const digestAt = bakuMidnight(now).getTime() + alert.digestHour * 3_600_000;
  return now.getTime() >= digestAt && (last === null || last < digestAt);
}

/**
 * One round of telling players their alerts' games (decision 76): each player outside their quiet
 * hours, under the daily cap, each game re-checked just before (never one they cannot book now),
 * one message per alert per window (or its daily digest), a game told once per player.
 * Returns the messages written.
 */
export async function sendDueAlerts(db: Db, now: Date): Promise<number> {
  const waiting = await db
    .selectDistinct({ userId: gameAlertMatches.userId })
    .from(gameAlertMatches)
    .innerJoin(gameAlerts, eq(gameAlerts.id, gameAlertMatches.alertId))
    .where(and(eq(gameAlertMatches.status, 'pending'), eq(gameAlerts.status, 'active')))
    .limit(PLAYERS_PER_ROUND);
  if (waiting.length === 0) return 0;
  const preferences = await readDeliveryPreferences(
    db,
    waiting.map((row) => row.userId),
  );
  let messages = 0;
  for (const { userId } of waiting) {
    const quiet = preferences.get(userId)?.quietHours ?? DEFAULT_QUIET_HOURS;
    messages += await db.transaction((tx) => sendPlayerAlerts(tx, userId, quiet, now));
  }
  return messages;
}

async function sendPlayerAlerts(
  tx: DbExecutor,
  userId: string,
  quiet: QuietHours,
  now: Date,
): Promise<number> {
  if (afterQuietHours(now, quiet).getTime() > now.getTime()) return 0;
  // One round per player at a time, whatever the number of processes.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [toldToday] = await tx
    .select({ n: count() })
    .from(gameAlertMatches)
    .where(
      and(
        eq(gameAlertMatches.userId, userId),
        eq(gameAlertMatches.status, 'sent'),
        gte(gameAlertMatches.sentAt, bakuMidnight(now)),
      ),
    );
  let room = ALERT_DAILY_CAP - (toldToday?.n ?? 0);
  if (room <= 0) return 0;

  const pending = await tx
    .select({ match: gameAlertMatches, alert: gameAlerts })
    .from(gameAlertMatches)
    .innerJoin(gameAlerts, eq(gameAlerts.id, gameAlertMatches.alertId))
    .innerJoin(games, eq(games.id, gameAlertMatches.gameId))
    .where(
      and(
        eq(gameAlertMatches.userId, userId),
        eq(gameAlertMatches.status, 'pending'),
        eq(gameAlerts.status, 'active'),
      ),
    )
    .orderBy(asc(games.startsAt), asc(gameAlertMatches.id));
  const gamesNow = await readGames(tx, [...new Set(pending.map((row) => row.match.gameId))]);
  const facts = await readBookerFacts(tx, userId, now);
  const alreadyTold = new Set(
    (
      await tx
        .select({ gameId: gameAlertMatches.gameId })
        .from(gameAlertMatches)
        .where(and(eq(gameAlertMatches.userId, userId), eq(gameAlertMatches.status, 'sent')))
    ).map((row) => row.gameId),
  );

  const dropped: string[] = [];
  const byAlert = new Map<string, { alert: GameAlertRow; matchIds: string[]; gameIds: string[] }>();
  for (const { match, alert } of pending) {
    const game = gamesNow.get(match.gameId);
    if (!game || alreadyTold.has(match.gameId) || whyNotBookable(game, facts, now) !== null) {
      dropped.push(match.id);
      continue;
    }
    if (!alertIsDue(alert, now)) continue;
    const group = byAlert.get(alert.id) ?? { alert, matchIds: [], gameIds: [] };
    if (group.gameIds.includes(match.gameId)) continue;
    group.matchIds.push(match.id);
    group.gameIds.push(match.gameId);
    byAlert.set(alert.id, group);
  }
  if (dropped.length > 0)
    await tx.update(gameAlertMatches).set({ status: 'dropped' }).where(inArray(gameAlertMatches.id, dropped));

  let messages = 0;
  const toldNow = new Set<string>();
  for (const group of byAlert.values()) {
    const chosen: number[] = [];
    group.gameIds.forEach((gameId, index) => {
      if (chosen.length < Math.min(room, ALERT_GAMES_PER_MESSAGE) && !toldNow.has(gameId)) chosen.push(index);
    });
    if (chosen.length === 0) continue;
    const gameIds = chosen.map((index) => group.gameIds[index] as string);
    const matchIds = chosen.map((index) => group.matchIds[index] as string);
    const messageKey = `game_alert:${group.alert.id}:${now.toISOString()}`;
    await notify(
      tx,
      userId,
      {
        kind: 'game_alert',
        payload: {
          alert_id: group.alert.id,
          digest: group.alert.delivery === 'digest',
          games: await mentions(tx, gameIds),
          unsubscribe_token: unsubscribeToken(group.alert.id, group.alert.unsubscribeKey),
        },
      },
      { dedupeKey: messageKey, now },
    );
    await tx
      .update(gameAlertMatches)
      .set({ status: 'sent', sentAt: now, messageKey })
      .where(inArray(gameAlertMatches.id, matchIds));
    await tx.update(gameAlerts).set({ lastSentAt: now }).where(eq(gameAlerts.id, group.alert.id));
    for (const gameId of gameIds) toldNow.add(gameId);
    room -= gameIds.length;
    messages += 1;
    if (room <= 0) break;
  }
  return messages;
}

async function mentions(tx: DbExecutor, gameIds: string[]) {
  const rows = await tx
    .select({
      game_id: games.id,
      title: games.title,
      startsAt: games.startsAt,
      venue: venues.name,
      price_qepik: games.priceQepik,
    })
    .from(games)
    .innerJoin(venues, eq(venues.id, games.venueId))
    .where(inArray(games.id, gameIds))
    .orderBy(asc(games.startsAt), sql`${games.id}`);
  return rows.map(({ startsAt, ...row }) => ({ ...row, starts_at: startsAt.toISOString() }));
}

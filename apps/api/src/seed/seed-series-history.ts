import { dateIn } from '@oyna/schedule';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { gameRegistrations, gameSeries, gameSeriesDates, games } from '../db/schema.js';
import { replayRatingsFrom } from '../modules/results/replay-ratings.js';
import { saveResult } from '../modules/results/save-result.js';
import { publishDueOccurrences } from '../modules/series/publish-due-occurrences.js';
import { findDemoPlayer, seedPlayers } from './seed-queries.js';
import { gameHooks } from '../module-hooks.js';

const DAY_MS = 86_400_000;
const WEEKS_BACK = 4;
/** The scores of the past weeks, oldest first: a demo history that reads like real games. */
const SCORES: readonly [number, number][] = [
  [5, 3],
  [4, 4],
  [2, 6],
  [7, 5],
];

/** Goals per player of one side: the side's score shared out from its first players on. */
function goalsOf(score: number, players: number, index: number): number {
  return Math.floor(score / players) + (index < score % players ? 1 : 0);
}

/** The players with a confirmed place in the game, in booking order. */
async function confirmedPlayers(db: Db, gameId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: gameRegistrations.userId })
    .from(gameRegistrations)
    .where(and(eq(gameRegistrations.gameId, gameId), eq(gameRegistrations.status, 'confirmed')))
    .orderBy(asc(gameRegistrations.createdAt));
  return rows.map((row) => row.userId);
}

/**
 * A weekly game's last four weeks (issue 31, item 8): the series starts four weeks back, each past
 * date is published through the series' own publication (so its row is taken and never republished),
 * booked by twelve players (the demo player among them) paid in cash at the venue, and its result
 * recorded by the organizer (scores, goals, attendance: one player did not come the second week).
 * The ratings are replayed from the first of them. Returns how many past dates got a result.
 */
export async function seedSeriesHistory(db: Db, seriesId: string, now: Date): Promise<number> {
  const [series] = await db.select().from(gameSeries).where(eq(gameSeries.id, seriesId));
  if (!series) return 0;
  const players = await seedPlayers(db);
  const demo = await findDemoPlayer(db);
  if (players.length < 12) return 0;
  const start = new Date(now.getTime() - WEEKS_BACK * 7 * DAY_MS);
  await db
    .update(gameSeries)
    .set({ startDate: dateIn(series.timeZone, start) })
    .where(eq(gameSeries.id, seriesId));
  for (let week = WEEKS_BACK; week >= 1; week -= 1)
    await publishDueOccurrences(db, {
      hooks: gameHooks,
      now: new Date(now.getTime() - week * 7 * DAY_MS),
      seriesId,
    });

  const past = await db
    .select({ id: games.id, startsAt: games.startsAt, priceQepik: games.priceQepik })
    .from(gameSeriesDates)
    .innerJoin(games, eq(games.id, gameSeriesDates.gameId))
    .where(and(eq(gameSeriesDates.seriesId, seriesId), lt(games.startsAt, now)))
    .orderBy(asc(games.startsAt));
  const organizer = { id: series.organizerId, role: 'organizer' as const, sessionId: 'seed' };
  for (const [week, game] of past.entries()) {
    const others = Array.from(
      { length: demo ? 11 : 12 },
      (_, index) => players[(week * 5 + index) % players.length]!.id,
    );
    const wanted = demo ? [demo.id, ...others] : others;
    // Its regulars may be booked already by the publication: a place held for a top-up was paid in
    // cash at the venue; the rest of the twelve are booked beside them.
    await db
      .update(gameRegistrations)
      .set({ status: 'confirmed', paymentMethod: 'cash', paidAt: game.startsAt, holdExpiresAt: null })
      .where(and(eq(gameRegistrations.gameId, game.id), eq(gameRegistrations.status, 'pending_payment')));
    const booked = await confirmedPlayers(db, game.id);
    const joining = wanted
      .filter((userId) => !booked.includes(userId))
      .slice(0, Math.max(0, wanted.length - booked.length));
    if (joining.length > 0)
      await db
        .insert(gameRegistrations)
        .values(
          joining.map((userId, index) => ({
            gameId: game.id,
            userId,
            status: 'confirmed' as const,
            paymentMethod: 'cash' as const,
            priceQepik: game.priceQepik,
            paidAt: game.startsAt,
            createdAt: new Date(game.startsAt.getTime() - 2 * DAY_MS + index * 60_000),
          })),
        )
        .onConflictDoNothing();
    const lineup = await confirmedPlayers(db, game.id);
    await db.update(games).set({ placesTaken: lineup.length }).where(eq(games.id, game.id));
    const scores = SCORES[week % SCORES.length]!;
    const missing = week === 1 ? lineup.length - 1 : -1;
    const sides = lineup.map((userId, index) => ({ userId, side: index % 2, index: Math.floor(index / 2) }));
    await saveResult(db, {
      hooks: gameHooks,
      actor: organizer,
      gameId: game.id,
      now: new Date(game.startsAt.getTime() + 2 * 3_600_000),
      result: {
        scores: [...scores],
        players: sides.map((line, position) => {
          const attended = position !== missing;
          const sideSize = sides.filter(
            (other) => other.side === line.side && sides.indexOf(other) !== missing,
          ).length;
          return {
            user_id: line.userId,
            side: line.side,
            goals: attended ? goalsOf(scores[line.side]!, sideSize, line.index) : 0,
            attended,
          };
        }),
        player_of_match_id: null,
      },
    });
  }
  if (past[0]) await replayRatingsFrom(db, past[0].startsAt);
  return past.length;
}

import { SELECTION_ATTENDANCE_DATES, SELECTION_RECENT_DAYS } from '@oyna/shared';
import { and, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { gameRegistrations, gameSeriesDates, games, seriesRegularDates } from '../../../db/schema.js';
import type { RegularCandidate } from './select-regulars.js';

const DAY_MS = 86_400_000;

/** The series' published dates before `date`, newest first, with their games. */
export async function publishedDatesBefore(
  db: DbExecutor,
  seriesId: string,
  date: string,
  limit: number,
): Promise<{ date: string; gameId: string }[]> {
  const rows = await db
    .select({ date: gameSeriesDates.date, gameId: gameSeriesDates.gameId })
    .from(gameSeriesDates)
    .where(
      and(
        eq(gameSeriesDates.seriesId, seriesId),
        eq(gameSeriesDates.state, 'published'),
        lt(gameSeriesDates.date, date),
      ),
    )
    .orderBy(desc(gameSeriesDates.date))
    .limit(limit);
  return rows.flatMap((row) => (row.gameId ? [{ date: row.date, gameId: row.gameId }] : []));
}

/** Games of the series each regular missed without a word (no-show) since they became a regular. */
export async function missesOf(
  db: DbExecutor,
  seriesId: string,
  regulars: readonly { userId: string; activeSince: Date | null }[],
): Promise<Map<string, number>> {
  const misses = new Map<string, number>();
  if (regulars.length === 0) return misses;
  const rows = await db
    .select({ userId: gameRegistrations.userId, startsAt: games.startsAt })
    .from(gameRegistrations)
    .innerJoin(games, eq(games.id, gameRegistrations.gameId))
    .where(
      and(
        eq(games.seriesId, seriesId),
        eq(gameRegistrations.attendance, 'no_show'),
        inArray(
          gameRegistrations.userId,
          regulars.map((regular) => regular.userId),
        ),
      ),
    );
  const since = new Map(regulars.map((regular) => [regular.userId, regular.activeSince?.getTime() ?? 0]));
  for (const row of rows) {
    if (row.startsAt.getTime() < (since.get(row.userId) ?? 0)) continue;
    misses.set(row.userId, (misses.get(row.userId) ?? 0) + 1);
  }
  return misses;
}

/** The players marked as no-shows in a game. */
export async function noShowsIn(db: DbExecutor, gameId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: gameRegistrations.userId })
    .from(gameRegistrations)
    .where(and(eq(gameRegistrations.gameId, gameId), eq(gameRegistrations.attendance, 'no_show')));
  return new Set(rows.map((row) => row.userId));
}

/**
 * What the selection weighs for each regular wanting `date`: left out of the last published date,
 * games of the series they came to over its last dates, and games they played anywhere lately.
 */
export async function selectionFacts(
  db: DbExecutor,
  input: { seriesId: string; date: string; userIds: readonly string[]; now: Date },
): Promise<RegularCandidate[]> {
  const { seriesId, userIds, now } = input;
  const past = await publishedDatesBefore(db, seriesId, input.date, SELECTION_ATTENDANCE_DATES);
  const [last] = past;
  const satOut = new Set(
    last
      ? (
          await db
            .select({ userId: seriesRegularDates.userId })
            .from(seriesRegularDates)
            .where(
              and(
                eq(seriesRegularDates.seriesId, seriesId),
                eq(seriesRegularDates.date, last.date),
                eq(seriesRegularDates.state, 'left_out'),
              ),
            )
        ).map((row) => row.userId)
      : [],
  );
  const came =
    past.length === 0
      ? new Map<string, number>()
      : await countBy(db, userIds, [
          inArray(
            gameRegistrations.gameId,
            past.map((entry) => entry.gameId),
          ),
        ]);
  const recent = await countBy(db, userIds, [
    gte(games.startsAt, new Date(now.getTime() - SELECTION_RECENT_DAYS * DAY_MS)),
    lt(games.startsAt, now),
  ]);
  return userIds.map((userId) => ({
    userId,
    satOutLast: satOut.has(userId),
    attendance: came.get(userId) ?? 0,
    gamesLately: recent.get(userId) ?? 0,
  }));
}

/** Confirmed places of the players not marked as no-shows, in the games the conditions pick. */
async function countBy(
  db: DbExecutor,
  userIds: readonly string[],
  conditions: ReturnType<typeof eq>[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: gameRegistrations.userId, n: sql<number>`count(*)::int` })
    .from(gameRegistrations)
    .innerJoin(games, eq(games.id, gameRegistrations.gameId))
    .where(
      and(
        inArray(gameRegistrations.userId, [...userIds]),
        eq(gameRegistrations.status, 'confirmed'),
        ne(games.status, 'cancelled'),
        sql`${gameRegistrations.attendance} is distinct from 'no_show'`,
        ...conditions,
      ),
    )
    .groupBy(gameRegistrations.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.n)]));
}

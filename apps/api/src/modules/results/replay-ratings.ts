import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Rating } from 'openskill';
import { type DbExecutor, queryRows } from '../../db/database.js';
import { gameResultPlayers, gameResults, games, playerRatings, ratingHistory } from '../../db/schema.js';
import { type RatedPlayer, rateGame } from './rate-game.js';
import { RATING_PRIOR, displayedRating } from './rating-scale.js';

/** The advisory lock every re-rating takes: ratings are a chain over time, so one writer at a time. */
const RATINGS_LOCK_KEY = 7_301_008;

interface PlayerState extends Rating {
  ratedGames: number;
}

/**
 * Re-rates every game with a result that kicked off at `from` or later, in (kick-off, id) order
 * (decision 13: "replay from T"). Each affected player's rating is restored from their last history
 * row before `from` (or the prior), the later history is written again and `player_ratings` ends
 * at the replay's last state. Recording the latest game replays just that game; a correction of an
 * older one replays everything after it, so nothing is counted twice. Runs inside the caller's
 * transaction, under a transaction-level advisory lock.
 */
export async function replayRatingsFrom(tx: DbExecutor, from: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RATINGS_LOCK_KEY})`);

  const replayed = await tx
    .select({ id: games.id, startsAt: games.startsAt, scores: gameResults.scores })
    .from(gameResults)
    .innerJoin(games, eq(games.id, gameResults.gameId))
    .where(gte(games.startsAt, from))
    .orderBy(asc(games.startsAt), asc(games.id));
  const lines = replayed.length
    ? await tx
        .select({
          gameId: gameResultPlayers.gameId,
          userId: gameResultPlayers.userId,
          side: gameResultPlayers.sideIndex,
        })
        .from(gameResultPlayers)
        .where(
          and(
            inArray(
              gameResultPlayers.gameId,
              replayed.map((game) => game.id),
            ),
            eq(gameResultPlayers.attended, true),
          ),
        )
        .orderBy(asc(gameResultPlayers.userId))
    : [];
  const dropped = await tx
    .delete(ratingHistory)
    .where(gte(ratingHistory.playedAt, from))
    .returning({ userId: ratingHistory.userId });

  const affected = [...new Set([...dropped.map((row) => row.userId), ...lines.map((line) => line.userId)])];
  if (affected.length === 0) return;
  const state = await ratingsBefore(tx, affected, from);

  const history: (typeof ratingHistory.$inferInsert)[] = [];
  for (const game of replayed) {
    const sides: RatedPlayer[][] = game.scores.map(() => []);
    for (const line of lines)
      if (line.gameId === game.id)
        sides[line.side]?.push({ userId: line.userId, rating: state.get(line.userId) ?? RATING_PRIOR });
    if (sides.some((side) => side.length === 0)) continue;
    const after = rateGame(sides, game.scores);
    for (const [userId, rating] of after) {
      const previous = state.get(userId);
      const shown = displayedRating(rating);
      history.push({
        userId,
        gameId: game.id,
        playedAt: game.startsAt,
        mu: rating.mu,
        sigma: rating.sigma,
        rating: shown,
        delta: shown - displayedRating(previous ?? RATING_PRIOR),
      });
      state.set(userId, { ...rating, ratedGames: (previous?.ratedGames ?? 0) + 1 });
    }
  }
  for (let start = 0; start < history.length; start += 1000)
    await tx.insert(ratingHistory).values(history.slice(start, start + 1000));

  await writeCurrentRatings(tx, affected, state);
}

/** Each player's rating as it stood just before `from`: their last history row, or nothing (the prior). */
async function ratingsBefore(
  tx: DbExecutor,
  userIds: string[],
  from: Date,
): Promise<Map<string, PlayerState>> {
  const rows = await queryRows<{ user_id: string; mu: number; sigma: number; rated_games: number }>(
    tx,
    sql`select distinct on (user_id) user_id, mu, sigma, count(*) over (partition by user_id)::int as rated_games
        from ${ratingHistory}
        where ${and(inArray(ratingHistory.userId, userIds), lt(ratingHistory.playedAt, from))}
        order by user_id, played_at desc, game_id desc`,
  );
  return new Map(
    rows.map((row) => [
      row.user_id,
      { mu: Number(row.mu), sigma: Number(row.sigma), ratedGames: Number(row.rated_games) },
    ]),
  );
}

/** `player_ratings` for the affected players: the replay's last state, or no row when none is left. */
async function writeCurrentRatings(
  tx: DbExecutor,
  affected: string[],
  state: Map<string, PlayerState>,
): Promise<void> {
  const now = new Date();
  const rows = [...state.entries()].map(([userId, rating]) => ({
    userId,
    mu: rating.mu,
    sigma: rating.sigma,
    rating: displayedRating(rating),
    ratedGames: rating.ratedGames,
    updatedAt: now,
  }));
  if (rows.length > 0)
    await tx
      .insert(playerRatings)
      .values(rows)
      .onConflictDoUpdate({
        target: playerRatings.userId,
        set: {
          mu: sql`excluded.mu`,
          sigma: sql`excluded.sigma`,
          rating: sql`excluded.rating`,
          ratedGames: sql`excluded.rated_games`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  const unrated = affected.filter((userId) => !state.has(userId));
  if (unrated.length > 0) await tx.delete(playerRatings).where(inArray(playerRatings.userId, unrated));
}

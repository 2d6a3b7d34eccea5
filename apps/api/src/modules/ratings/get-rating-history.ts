import { type GameOutcome, PROVISIONAL_RATING_GAMES, type RatingHistory } from '@oyna/shared';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database.js';
import { playerRatings } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { assertCanSeeProfile } from '../users/profile-access.js';
import { sideOutcomeSql } from './side-outcome-sql.js';

interface HistoryRow {
  game_id: string;
  game_title: string;
  played_at: Date | string;
  rating: number;
  delta: number;
  outcome: GameOutcome;
}

/** `GET /users/{id}/rating-history`: the rating after each rated game, oldest first, with the outcome. */
export async function getRatingHistory(
  db: Db,
  options: { viewer: AuthUser | null; userId: string },
): Promise<RatingHistory> {
  return db.transaction(async (tx) => {
    const user = await assertCanSeeProfile(tx, options);
    const [current] = await tx
      .select({ rating: playerRatings.rating, ratedGames: playerRatings.ratedGames })
      .from(playerRatings)
      .where(eq(playerRatings.userId, user.id));
    const rows = await queryRows<HistoryRow>(
      tx,
      sql`select h.game_id, g.title as game_title, h.played_at, h.rating::int as rating, h.delta::int as delta,
          ${sideOutcomeSql(sql`r.scores`, sql`rp.side_index`)} as outcome
        from rating_history h
        join games g on g.id = h.game_id
        join game_results r on r.game_id = h.game_id
        join game_result_players rp on rp.game_id = h.game_id and rp.user_id = h.user_id
        where h.user_id = ${user.id}
        order by h.played_at, h.game_id`,
    );
    const ratedGames = current?.ratedGames ?? 0;
    return {
      user_id: user.id,
      rating: current && ratedGames > 0 ? current.rating : null,
      provisional: ratedGames < PROVISIONAL_RATING_GAMES,
      items: rows.map((row) => ({ ...row, played_at: new Date(row.played_at).toISOString() })),
    };
  });
}

import {
  type Dashboard,
  type GameOutcome,
  PLAYER_OF_MATCH_VOTE_HOURS,
  type RecentResult,
} from '@oyna/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database.js';
import { listMyGames } from '../games/list-my-games.js';
import { loadPlayerStats } from './load-player-stats.js';
import { sideOutcomeSql } from './side-outcome-sql.js';

const UPCOMING_SHOWN = 3;
const RECENT_SHOWN = 5;

interface RecentRow {
  game_id: string;
  title: string;
  venue_name: string;
  starts_at: Date | string;
  scores: number[];
  my_side: number;
  attended: boolean;
  outcome: GameOutcome;
  my_goals: number;
  rating_delta: number | null;
  player_of_match: boolean;
}

/**
 * `GET /dashboard`: my statistics, my next games (as `GET /users/me/games` lists them), my latest
 * results and how many player-of-the-match votes wait for me.
 */
export async function getDashboard(db: Db, options: { userId: string; now?: Date }): Promise<Dashboard> {
  const now = options.now ?? new Date();
  const { userId } = options;
  return db.transaction(async (tx) => {
    const stats = await loadPlayerStats(tx, { userId, showHiddenRank: true });
    const upcoming = await listMyGames(tx, {
      userId,
      query: { scope: 'upcoming', page: 1, page_size: UPCOMING_SHOWN },
      now,
    });
    const recent = await queryRows<RecentRow>(
      tx,
      sql`select g.id as game_id, g.title, v.name as venue_name, g.starts_at, r.scores::int[] as scores,
          rp.side_index::int as my_side, rp.attended, ${sideOutcomeSql(sql`r.scores`, sql`rp.side_index`)} as outcome,
          rp.goals::int as my_goals, h.delta::int as rating_delta,
          coalesce(r.player_of_match_id = ${userId}, false) as player_of_match
        from game_result_players rp
        join game_results r on r.game_id = rp.game_id
        join games g on g.id = rp.game_id
        join venues v on v.id = g.venue_id
        left join rating_history h on h.game_id = rp.game_id and h.user_id = rp.user_id
        where rp.user_id = ${userId} and g.status = 'completed'
        order by g.starts_at desc, g.id
        limit ${RECENT_SHOWN}`,
    );
    const voteOpenSince = new Date(now.getTime() - PLAYER_OF_MATCH_VOTE_HOURS * 3600_000);
    // The count, and the game whose vote closes first (the oldest recorded result still open).
    const [votes] = await queryRows<{ open: number; first_game_id: string | null }>(
      tx,
      sql`select count(*)::int as open,
          (array_agg(rp.game_id order by r.recorded_at, rp.game_id))[1] as first_game_id
        from game_result_players rp
        join game_results r on r.game_id = rp.game_id
        join games g on g.id = rp.game_id
        where rp.user_id = ${userId} and rp.attended and g.status = 'completed'
          and r.recorded_at > ${voteOpenSince.toISOString()}::timestamptz
          and not exists (select 1 from player_of_match_votes pv
            where pv.game_id = rp.game_id and pv.voter_id = ${userId})`,
    );
    return {
      stats,
      upcoming: upcoming.items,
      upcoming_total: upcoming.total,
      recent_results: recent.map((row): RecentResult => ({
        game_id: row.game_id,
        title: row.title,
        venue_name: row.venue_name,
        starts_at: new Date(row.starts_at).toISOString(),
        scores: row.scores.map(Number),
        my_side: row.my_side,
        outcome: row.attended ? row.outcome : null,
        my_goals: row.my_goals,
        rating_delta: row.rating_delta,
        player_of_match: row.player_of_match,
      })),
      votes_open: votes?.open ?? 0,
      vote_game_id: votes?.first_game_id ?? null,
    };
  });
}

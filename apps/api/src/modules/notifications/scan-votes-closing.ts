import { PLAYER_OF_MATCH_VOTE_HOURS } from '@oyna/shared';
import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/database.js';
import { VOTE_CLOSING_BEFORE_MS } from './clock-rules.js';
import { gameMentionSql, instantPlus, isoInstant } from './clock-sql.js';

const VOTE_MS = PLAYER_OF_MATCH_VOTE_HOURS * 3_600_000;

/**
 * Tells each player who attended a game and has not voted for its player of the match (and has
 * someone to vote for) that the vote closes within VOTE_CLOSING_BEFORE_MS: results first recorded
 * between the vote's length and that much less ago (the index on `recorded_at`), once per game and
 * player. Returns how many were written.
 */
export async function scanVotesClosing(db: DbExecutor, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into notifications (user_id, kind, payload, urgent, dedupe_key, created_at)
        select p.user_id, 'vote_closing',
               ${gameMentionSql} || jsonb_build_object('vote_closes_at',
                 ${isoInstant(sql`(res.recorded_at + ${VOTE_MS}::double precision * interval '1 millisecond')`)}),
               false, 'vote_closing:' || g.id || ':' || p.user_id, ${now.toISOString()}::timestamptz
        from game_results res
        join games g on g.id = res.game_id
        join venues v on v.id = g.venue_id
        join game_result_players p on p.game_id = res.game_id and p.attended
        where res.recorded_at > ${instantPlus(now, -VOTE_MS)}
          and res.recorded_at <= ${instantPlus(now, VOTE_CLOSING_BEFORE_MS - VOTE_MS)}
          and g.status = 'completed'
          and not exists (select 1 from player_of_match_votes pv
                          where pv.game_id = res.game_id and pv.voter_id = p.user_id)
          and exists (select 1 from game_result_players o
                      where o.game_id = res.game_id and o.attended and o.user_id <> p.user_id)
        on conflict (dedupe_key) do nothing
        returning id`,
  );
  return rows.length;
}

import type { BakuDistrict } from '@oyna/shared';
import { type SQL, sql } from 'drizzle-orm';
import { gameRegistrations, games, users, venues } from '../../db/schema.js';

/*
 * What tells two players of the same name apart in the invite dialog (docs/product-rules.md#teams).
 * "Played" is the one definition of `gamesPlayedSql` (decision 14): a confirmed place in a
 * completed game, not marked a no-show.
 */

/** The district of the venues of most of the candidate's played games (the latest wins a tie); null before any. */
export function usualDistrictSql(): SQL<BakuDistrict | null> {
  return sql<BakuDistrict | null>`(select v.district from ${gameRegistrations} p
    join ${games} g on g.id = p.game_id join ${venues} v on v.id = g.venue_id
    where p.user_id = ${users.id} and p.status = 'confirmed' and p.attendance is distinct from 'no_show'
      and g.status = 'completed'
    group by v.district order by count(*) desc, max(g.starts_at) desc limit 1)`;
}

/** Completed games both the candidate and `viewerId` played. */
export function gamesTogetherSql(viewerId: string): SQL<number> {
  return sql<number>`(select count(*)::int from ${gameRegistrations} p
    join ${gameRegistrations} q on q.game_id = p.game_id join ${games} g on g.id = p.game_id
    where p.user_id = ${users.id} and q.user_id = ${viewerId}
      and p.status = 'confirmed' and p.attendance is distinct from 'no_show'
      and q.status = 'confirmed' and q.attendance is distinct from 'no_show'
      and g.status = 'completed')`;
}

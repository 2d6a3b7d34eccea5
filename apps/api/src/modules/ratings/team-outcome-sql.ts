import type { GameOutcome } from '@oyna/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * `teamOutcome` of @oyna/shared in SQL, for a `smallint[]` of scores (team A first) and a 0-based
 * team index: a team below the top score loses; the top score wins alone or draws when shared.
 * With two teams this is the usual more-goals-win; with three or four it is the mini-tournament rule.
 */
export function teamOutcomeSql(scores: SQL, team: SQL): SQL<GameOutcome> {
  return sql<GameOutcome>`(case
    when coalesce(${scores}[${team} + 1], 0) < (select max(s) from unnest(${scores}) s) then 'loss'
    when (select count(*) from unnest(${scores}) s where s = (select max(t) from unnest(${scores}) t)) > 1 then 'draw'
    else 'win' end)`;
}

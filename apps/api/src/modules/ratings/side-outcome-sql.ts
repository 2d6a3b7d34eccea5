import type { GameOutcome } from '@oyna/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * `sideOutcome` of @oyna/shared in SQL, for a `smallint[]` of scores (side A first) and a 0-based
 * side index: a side below the top score loses; the top score wins alone or draws when shared.
 * With two sides this is the usual more-goals-win; with three or four it is the mini-tournament rule.
 */
export function sideOutcomeSql(scores: SQL, side: SQL): SQL<GameOutcome> {
  return sql<GameOutcome>`(case
    when coalesce(${scores}[${side} + 1], 0) < (select max(s) from unnest(${scores}) s) then 'loss'
    when (select count(*) from unnest(${scores}) s where s = (select max(t) from unnest(${scores}) t)) > 1 then 'draw'
    else 'win' end)`;
}

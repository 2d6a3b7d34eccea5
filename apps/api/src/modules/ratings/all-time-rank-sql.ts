import { type SQL, sql } from 'drizzle-orm';

/**
 * A player's place on the all-time leaderboard others see: 1 + the shown players strictly ahead
 * (higher rating, or the same rating with more rated games). For a shown player this is exactly
 * the `rank()` of the leaderboard; for a hidden one it is where they would stand. Null without a
 * rated game.
 */
export function allTimeRankSql(userId: string): SQL<number | null> {
  return sql<number | null>`(select 1 + (select count(*)::int from player_ratings o
      join users ou on ou.id = o.user_id
      where ou.show_on_leaderboard and o.rated_games > 0 and o.user_id <> pr.user_id
        and (o.rating > pr.rating or (o.rating = pr.rating and o.rated_games > pr.rated_games)))
    from player_ratings pr where pr.user_id = ${userId} and pr.rated_games > 0)`;
}

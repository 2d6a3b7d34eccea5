import {
  PROVISIONAL_RATING_GAMES,
  type PlayerStats,
  achievementProgress,
  loyaltyTierFor,
} from '@oyna/shared';
import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/database.js';
import { gamesPlayedSql } from '../wallet/games-played.js';
import { allTimeRankSql } from './all-time-rank-sql.js';
import { sideOutcomeSql } from './side-outcome-sql.js';

interface StatsRow {
  games_played: number;
  wins: number;
  draws: number;
  losses: number;
  with_result: number;
  goals: number;
  best_goals_in_game: number;
  player_of_match: number;
  no_shows: number;
  fair_play: number | string | null;
  rating: number | null;
  rated_games: number | null;
  rank: number | null;
  show_on_leaderboard: boolean;
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((100 * part) / whole));

/**
 * A player's statistics in one query (decision 14). Played and no-shows come from the roster of
 * completed games, as the loyalty tier counts them (`gamesPlayedSql`); wins, draws, losses and
 * goals from the recorded results of the games the player attended. The rank of a player hidden
 * from the leaderboard is shown only when `showHiddenRank` (to themself and admins).
 */
export async function loadPlayerStats(
  db: DbExecutor,
  options: { userId: string; showHiddenRank: boolean },
): Promise<PlayerStats> {
  const { userId } = options;
  const outcome = sideOutcomeSql(sql`r.scores`, sql`rp.side_index`);
  const [row] = await queryRows<StatsRow>(
    db,
    sql`select
      ${gamesPlayedSql(userId)} as games_played,
      lines.wins, lines.draws, lines.losses, lines.with_result, lines.goals, lines.best_goals_in_game,
      (select count(*)::int from game_results r join games g on g.id = r.game_id
        where r.player_of_match_id = ${userId} and g.status = 'completed') as player_of_match,
      (select count(*)::int from game_registrations p join games g on g.id = p.game_id
        where p.user_id = ${userId} and p.status = 'confirmed' and p.attendance = 'no_show'
          and g.status = 'completed') as no_shows,
      (select round(avg(f.score)::numeric, 1)::float8 from fair_play_ratings f join games g on g.id = f.game_id
        where f.user_id = ${userId} and g.status = 'completed') as fair_play,
      pr.rating::int as rating, pr.rated_games::int as rated_games,
      ${allTimeRankSql(userId)} as rank,
      u.show_on_leaderboard
    from users u
    left join player_ratings pr on pr.user_id = u.id
    cross join (select
        count(*) filter (where outcome = 'win')::int as wins,
        count(*) filter (where outcome = 'draw')::int as draws,
        count(*) filter (where outcome = 'loss')::int as losses,
        count(*)::int as with_result,
        coalesce(sum(goals), 0)::int as goals,
        coalesce(max(goals), 0)::int as best_goals_in_game
      from (select rp.goals, ${outcome} as outcome
        from game_result_players rp
        join game_results r on r.game_id = rp.game_id
        join games g on g.id = rp.game_id
        where rp.user_id = ${userId} and rp.attended and g.status = 'completed') attended) lines
    where u.id = ${userId}`,
  );
  if (!row) throw new Error(`no user ${userId}`);
  const ratedGames = row.rated_games ?? 0;
  const counted = {
    games_played: row.games_played,
    wins: row.wins,
    goals: row.goals,
    best_goals_in_game: row.best_goals_in_game,
    player_of_match: row.player_of_match,
    no_shows: row.no_shows,
  };
  return {
    user_id: userId,
    ...counted,
    draws: row.draws,
    losses: row.losses,
    reliability_percent: percent(row.games_played, row.games_played + row.no_shows),
    win_percent: percent(row.wins, row.with_result),
    fair_play: row.fair_play === null ? null : Number(row.fair_play),
    rating: row.rated_games ? row.rating : null,
    provisional: ratedGames < PROVISIONAL_RATING_GAMES,
    rated_games: ratedGames,
    rank: row.show_on_leaderboard || options.showHiddenRank ? row.rank : null,
    tier: loyaltyTierFor(row.games_played).tier,
    achievements: achievementProgress(counted),
  };
}

/** A game is split into 2 to 4 teams. */
export const MIN_TEAMS = 2;
export const MAX_TEAMS = 4;

/** Highest score or goal count a result accepts for one team or one player. */
export const MAX_TEAM_SCORE = 99;

/** Attendees may vote for the player of the match until this long after the result is first recorded. */
export const PLAYER_OF_MATCH_VOTE_HOURS = 24;

/** A rating is marked provisional until the player has this many rated games. */
export const PROVISIONAL_RATING_GAMES = 5;

/** Leaderboard periods: all-time (current rating) or this month (rating gained this calendar month in Baku). */
export const LEADERBOARD_PERIODS = ['all', 'month'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** How a player's team did in a game. */
export const GAME_OUTCOMES = ['win', 'draw', 'loss'] as const;
export type GameOutcome = (typeof GAME_OUTCOMES)[number];

/** Who may see a player's statistics, rating history and profile details besides the player and admins. */
export const PROFILE_VISIBILITIES = ['public', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/**
 * The outcome for one team of a result: with two teams, more goals win; with three or four teams
 * (a mini-tournament), the teams sharing the top score draw if more than one has it, the top team
 * wins and every other team loses.
 */
export function teamOutcome(scores: readonly number[], team: number): GameOutcome {
  const own = scores[team] ?? 0;
  const best = Math.max(...scores);
  if (own < best) return 'loss';
  return scores.filter((score) => score === best).length > 1 ? 'draw' : 'win';
}

/** Team letters shown to players: A, B, C, D. */
export function teamLetter(team: number): string {
  return String.fromCharCode(65 + team);
}

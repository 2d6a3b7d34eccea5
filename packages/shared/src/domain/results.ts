/** A game is split into 2 to 4 sides. */
export const MIN_SIDES = 2;
export const MAX_SIDES = 4;

/** Highest score or goal count a result accepts for one side or one player. */
export const MAX_SIDE_SCORE = 99;

/** Attendees may vote for the player of the match until this long after the result is first recorded. */
export const PLAYER_OF_MATCH_VOTE_HOURS = 24;

/** A rating is marked provisional until the player has this many rated games. */
export const PROVISIONAL_RATING_GAMES = 5;

/** Leaderboard periods: all-time (current rating) or this month (rating gained this calendar month in Baku). */
export const LEADERBOARD_PERIODS = ['all', 'month'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** How a player's side did in a game. */
export const GAME_OUTCOMES = ['win', 'draw', 'loss'] as const;
export type GameOutcome = (typeof GAME_OUTCOMES)[number];

/** Who may see a player's statistics, rating history and profile details besides the player and admins. */
export const PROFILE_VISIBILITIES = ['public', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/**
 * The outcome for one side of a result: with two sides, more goals win; with three or four sides
 * (a mini-tournament), the sides sharing the top score draw if more than one has it, the top side
 * wins and every other side loses.
 */
export function sideOutcome(scores: readonly number[], side: number): GameOutcome {
  const own = scores[side] ?? 0;
  const best = Math.max(...scores);
  if (own < best) return 'loss';
  return scores.filter((score) => score === best).length > 1 ? 'draw' : 'win';
}

/** Side letters shown to players: A, B, C, D. */
export function sideLetter(side: number): string {
  return String.fromCharCode(65 + side);
}

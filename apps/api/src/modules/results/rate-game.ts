import { type Rating, rate } from 'openskill';

/** A player as rated: their id and their openskill rating before the game. */
export interface RatedPlayer {
  userId: string;
  rating: Rating;
}

/**
 * One game's rating step: openskill's Weng-Lin update with the Plackett-Luce model (the library's
 * default), the teams as they played (attended players only) and the score as the outcome: more
 * goals rank higher, equal scores tie. Returns each player's rating after the game.
 */
export function rateGame(
  teams: readonly (readonly RatedPlayer[])[],
  scores: readonly number[],
): Map<string, Rating> {
  if (teams.length !== scores.length) throw new RangeError('one score per team');
  if (teams.some((team) => team.length === 0)) throw new RangeError('every team needs a rated player');
  const rated = rate(
    teams.map((team) => team.map((player) => ({ ...player.rating }))),
    { score: [...scores] },
  );
  const after = new Map<string, Rating>();
  teams.forEach((team, teamIndex) =>
    team.forEach((player, playerIndex) => {
      const next = rated[teamIndex]?.[playerIndex];
      if (!next) throw new Error('openskill returned fewer ratings than players');
      after.set(player.userId, { mu: next.mu, sigma: next.sigma });
    }),
  );
  return after;
}

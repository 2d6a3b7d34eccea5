import { type Rating, rate } from 'openskill';

/** A player as rated: their id and their openskill rating before the game. */
export interface RatedPlayer {
  userId: string;
  rating: Rating;
}

/**
 * One game's rating step: openskill's Weng-Lin update with the Plackett-Luce model (the library's
 * default), the sides as they played (attended players only) and the score as the outcome: more
 * goals rank higher, equal scores tie. Returns each player's rating after the game.
 */
export function rateGame(
  sides: readonly (readonly RatedPlayer[])[],
  scores: readonly number[],
): Map<string, Rating> {
  if (sides.length !== scores.length) throw new RangeError('one score per side');
  if (sides.some((side) => side.length === 0)) throw new RangeError('every side needs a rated player');
  const rated = rate(
    sides.map((side) => side.map((player) => ({ ...player.rating }))),
    { score: [...scores] },
  );
  const after = new Map<string, Rating>();
  sides.forEach((side, sideIndex) =>
    side.forEach((player, playerIndex) => {
      const next = rated[sideIndex]?.[playerIndex];
      if (!next) throw new Error('openskill returned fewer ratings than players');
      after.set(player.userId, { mu: next.mu, sigma: next.sigma });
    }),
  );
  return after;
}

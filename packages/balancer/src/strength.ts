/**
 * How many rated games weigh as much as the self-rating: after 5 games (the end of the
 * provisional rating) self-rating and rating count half each.
 */
export const SELF_RATING_HALF_LIFE_GAMES = 5;

/** Strength of a player with neither a rating nor a self-rating: the middle of the scale. */
export const DEFAULT_STRENGTH = 50;

/**
 * The self-rating's weight for a player with this many games: 5 / (5 + games), so 1 at 0 games,
 * 1/2 at 5, 1/5 at 20 and 1/21 at 100.
 */
export function selfRatingWeight(gamesPlayed: number): number {
  return SELF_RATING_HALF_LIFE_GAMES / (SELF_RATING_HALF_LIFE_GAMES + Math.max(0, gamesPlayed));
}

/**
 * Balancing strength 0-100, a whole number: the self-rating and the rating blended by
 * `selfRatingWeight`; either one alone when the other is missing; 50 without both
 * (docs/decisions/0007-side-balancer.md).
 */
export function playerStrength(input: {
  rating?: number | null;
  selfOverall?: number | null;
  gamesPlayed: number;
}): number {
  const { rating, selfOverall } = input;
  let value: number;
  if (rating == null && selfOverall == null) value = DEFAULT_STRENGTH;
  else if (rating == null) value = selfOverall as number;
  else if (selfOverall == null) value = rating;
  else {
    const weight = selfRatingWeight(input.gamesPlayed);
    value = weight * selfOverall + (1 - weight) * rating;
  }
  return Math.min(100, Math.max(0, Math.round(value)));
}

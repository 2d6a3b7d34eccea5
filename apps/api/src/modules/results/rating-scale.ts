import type { Rating } from 'openskill';

/** Every player starts from openskill's default prior: mu 25, sigma 25/3 (decision 13). */
export const RATING_PRIOR: Readonly<Rating> = Object.freeze({ mu: 25, sigma: 25 / 3 });

/** Displayed points per unit of mu: the prior's ±3 sigma (0-50 mu) spans 12.5-87.5. */
const POINTS_PER_MU = 2.5;

/**
 * The 0-100 rating players see for an openskill rating: 50 + 2.5 · (mu − 25), rounded and clamped.
 * It follows mu (the best estimate), not the conservative ordinal, so a win never lowers it and a
 * newcomer shows the middle of the scale (decision 13).
 */
export function displayedRating(rating: Pick<Rating, 'mu'>): number {
  const points = Math.round(50 + POINTS_PER_MU * (rating.mu - RATING_PRIOR.mu));
  return Math.min(100, Math.max(0, points));
}

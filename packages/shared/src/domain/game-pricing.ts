import type { GameKind } from './football.js';
import { FIRST_GAME_DISCOUNT_PERCENT } from './football.js';
import { type LoyaltyTier, loyaltyTierFor } from './loyalty.js';

export const DISCOUNT_REASONS = ['first_game', 'loyalty', 'free_tournament_entry'] as const;
export type DiscountReason = (typeof DISCOUNT_REASONS)[number];

export interface PriceQuoteInput {
  /** The organizer's price, in qəpik. */
  basePriceQepik: number;
  kind: GameKind;
  /** True when the player has never had a confirmed place in any game. */
  isFirstGame: boolean;
  /** Attended, completed games: the loyalty tier's measure. */
  gamesPlayed: number;
}

export interface PriceQuote {
  priceQepik: number;
  basePriceQepik: number;
  discountPercent: number;
  discountReason: DiscountReason | null;
  tier: LoyaltyTier;
}

/**
 * What a player pays for a game, and why. Discounts do not stack: the largest applies (first game
 * 50%; loyalty silver 5%, gold 10%, platinum 15%; gold and above enter tournaments free). The
 * result is rounded to whole qəpik, half up. The quoted price is the charged price.
 */
export function quoteGamePrice(input: PriceQuoteInput): PriceQuote {
  const tier = loyaltyTierFor(input.gamesPlayed);
  const candidates: { percent: number; reason: DiscountReason }[] = [
    { percent: tier.discountPercent, reason: 'loyalty' },
  ];
  if (input.isFirstGame) candidates.push({ percent: FIRST_GAME_DISCOUNT_PERCENT, reason: 'first_game' });
  if (input.kind === 'tournament' && tier.benefits.includes('free_tournament_entry')) {
    candidates.push({ percent: 100, reason: 'free_tournament_entry' });
  }
  const best = candidates.reduce((largest, candidate) =>
    candidate.percent > largest.percent ? candidate : largest,
  );
  const discountQepik = Math.round((input.basePriceQepik * best.percent) / 100);
  return {
    priceQepik: input.basePriceQepik - discountQepik,
    basePriceQepik: input.basePriceQepik,
    discountPercent: best.percent,
    discountReason: best.percent > 0 ? best.reason : null,
    tier: tier.tier,
  };
}

import type { GameKind } from './football.js';
import { type LoyaltyTier, loyaltyTierFor } from './loyalty.js';

/** Price ranges per game kind in manat: what an organizer may ask, as advertised on the landing page. */
export const GAME_PRICE_RANGES_AZN: Record<GameKind, { min: number; max: number }> = {
  regular: { min: 8, max: 12 },
  premium: { min: 12, max: 15 },
  tournament: { min: 20, max: 25 },
};

/** The first game a player ever books is this much off. */
export const FIRST_GAME_DISCOUNT_PERCENT = 50;

/** A free tournament entry (gold and above) is a discount of the whole price. */
const FREE_ENTRY_PERCENT = 100;

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
 * What a player pays for a game, and why. Discounts do not stack: the largest applies (the first
 * game's FIRST_GAME_DISCOUNT_PERCENT; the loyalty tier's discount, LOYALTY_TIER_RULES; a free entry
 * to tournaments for the tiers with `free_tournament_entry`). The result is rounded to whole
 * qəpik, half up. The quoted price is the charged price.
 */
export function quoteGamePrice(input: PriceQuoteInput): PriceQuote {
  const tier = loyaltyTierFor(input.gamesPlayed);
  const candidates: { percent: number; reason: DiscountReason }[] = [
    { percent: tier.discountPercent, reason: 'loyalty' },
  ];
  if (input.isFirstGame) candidates.push({ percent: FIRST_GAME_DISCOUNT_PERCENT, reason: 'first_game' });
  if (input.kind === 'tournament' && tier.benefits.includes('free_tournament_entry')) {
    candidates.push({ percent: FREE_ENTRY_PERCENT, reason: 'free_tournament_entry' });
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

/** The discount a booking got, in whole percent, from its base price and the price charged. */
export function discountPercentOf(basePriceQepik: number, priceQepik: number): number {
  if (basePriceQepik <= 0) return 0;
  return Math.round(((basePriceQepik - priceQepik) * 100) / basePriceQepik);
}

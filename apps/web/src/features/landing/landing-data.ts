import { GAME_KINDS, type GameKind } from '@oyna/shared/domain/football';
import { FIRST_GAME_DISCOUNT_PERCENT, GAME_PRICE_RANGES_AZN } from '@oyna/shared/domain/game-pricing';
import { LOYALTY_TIER_RULES, type LoyaltyTierRule } from '@oyna/shared/domain/loyalty';
import { PLAYER_AGE } from '@oyna/shared/domain/player-profile';

/**
 * The numbers the landing page advertises, read from the shared domain constants that the
 * booking rules use too: a price or a tier is never written twice.
 */
export { FIRST_GAME_DISCOUNT_PERCENT, GAME_KINDS, GAME_PRICE_RANGES_AZN, PLAYER_AGE, type GameKind };

export interface TierRow extends LoyaltyTierRule {
  /** The last game count of this tier, or null for the top tier. */
  maxGames: number | null;
  next: LoyaltyTierRule | null;
}

export const TIER_ROWS: readonly TierRow[] = LOYALTY_TIER_RULES.map((rule, index) => {
  const next = LOYALTY_TIER_RULES[index + 1] ?? null;
  return { ...rule, maxGames: next ? next.minGames - 1 : null, next };
});

/** The best loyalty discount there is, for "up to 15% off". */
export const MAX_LOYALTY_DISCOUNT = Math.max(...LOYALTY_TIER_RULES.map((rule) => rule.discountPercent));

/** The first tier that enters tournaments for free. */
export const FREE_TOURNAMENT_TIER = LOYALTY_TIER_RULES.find((rule) =>
  rule.benefits.includes('free_tournament_entry'),
);

/** "A game costs 8–15 ₼": the cheapest regular game to the dearest premium one. */
export const EVERYDAY_PRICE = {
  min: GAME_PRICE_RANGES_AZN.regular.min,
  max: GAME_PRICE_RANGES_AZN.premium.max,
};

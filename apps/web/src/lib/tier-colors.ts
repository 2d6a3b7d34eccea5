import type { LoyaltyTier } from '@oyna/shared';

/** The colour of each loyalty tier, wherever a tier is shown (wallet card, profile chip). */
export const TIER_COLORS: Record<LoyaltyTier, string> = {
  bronze: '#a0622a',
  silver: '#9ea7b3',
  gold: '#d4a514',
  platinum: '#6fb7c9',
};

export const LOYALTY_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];

export const LOYALTY_BENEFITS = [
  'discount',
  'priority_registration',
  'vip_support',
  'free_tournament_entry',
  'all_privileges',
  'exclusive_tournaments',
] as const;
export type LoyaltyBenefit = (typeof LOYALTY_BENEFITS)[number];

export interface LoyaltyTierRule {
  tier: LoyaltyTier;
  /** Games played (attended, completed) from which the tier applies. */
  minGames: number;
  discountPercent: number;
  benefits: readonly LoyaltyBenefit[];
}

/** Tiers by games played: bronze 0-9, silver 10-49, gold 50-99, platinum 100+. */
export const LOYALTY_TIER_RULES: readonly LoyaltyTierRule[] = [
  { tier: 'bronze', minGames: 0, discountPercent: 0, benefits: [] },
  { tier: 'silver', minGames: 10, discountPercent: 5, benefits: ['discount', 'priority_registration'] },
  {
    tier: 'gold',
    minGames: 50,
    discountPercent: 10,
    benefits: ['discount', 'priority_registration', 'vip_support', 'free_tournament_entry'],
  },
  {
    tier: 'platinum',
    minGames: 100,
    discountPercent: 15,
    /** Every benefit there is. */
    benefits: LOYALTY_BENEFITS,
  },
];

/** The tier rule that applies to a player with this many games played. */
export function loyaltyTierFor(gamesPlayed: number): LoyaltyTierRule {
  let current = LOYALTY_TIER_RULES[0]!;
  for (const rule of LOYALTY_TIER_RULES) if (gamesPlayed >= rule.minGames) current = rule;
  return current;
}

export interface LoyaltyProgress {
  current: LoyaltyTierRule;
  /** The next tier up, or null at the top. */
  next: LoyaltyTierRule | null;
  /** Games still to play to reach `next`; null at the top. */
  gamesToNext: number | null;
}

/** Where a player stands: the tier for their games played and how far the next one is. */
export function loyaltyProgressFor(gamesPlayed: number): LoyaltyProgress {
  const current = loyaltyTierFor(gamesPlayed);
  const next = LOYALTY_TIER_RULES.find((rule) => rule.minGames > gamesPlayed) ?? null;
  return { current, next, gamesToNext: next ? next.minGames - gamesPlayed : null };
}

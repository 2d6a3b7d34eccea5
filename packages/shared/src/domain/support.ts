import { LOYALTY_TIER_RULES, type LoyaltyTier } from './loyalty.js';

/**
 * Help and support (docs/decisions/0096-support-requests.md): a player writes to Oyna about a
 * payment, a game, their account or anything else; admins answer from a queue. Used by the API and
 * the web alike.
 */

/** What a request is about: the player picks one. */
export const SUPPORT_TOPICS = ['payment', 'game', 'account', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/**
 * Where a request stands: `open` waits for Oyna (new, or the player wrote again), `answered` waits
 * for the player, `closed` is done (either side may write again, which opens it).
 */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** What a request may carry with it: a top-up payment, a wallet transaction, or a game. */
export const SUPPORT_CONTEXT_KINDS = ['payment', 'transaction', 'game'] as const;
export type SupportContextKind = (typeof SUPPORT_CONTEXT_KINDS)[number];

/**
 * "VIP support" (the gold and platinum tiers' benefit) means this: the request of a player whose
 * tier carries `vip_support` is marked VIP and answered first.
 */
export function isVipSupportTier(tier: LoyaltyTier): boolean {
  return LOYALTY_TIER_RULES.some((rule) => rule.tier === tier && rule.benefits.includes('vip_support'));
}

/** The queue's order: VIP first, then whoever has waited longest. */
export function compareSupportQueue(
  a: { vip: boolean; waitingSince: Date },
  b: { vip: boolean; waitingSince: Date },
): number {
  if (a.vip !== b.vip) return a.vip ? -1 : 1;
  return a.waitingSince.getTime() - b.waitingSince.getTime();
}

import type { EligibleTeams, LoyaltyTier } from '@oyna/shared';

type Eligible = EligibleTeams['items'][number];

export type RegistrationCost =
  | { kind: 'paid'; fee: number; /** Manat the balance lacks (0 when it is enough). */ missing: number }
  | { kind: 'free_for_tier'; tier: LoyaltyTier }
  | { kind: 'free' };

/**
 * What registering a team costs its captain: the fee and what the balance lacks, free by the
 * captain's status, or free for everyone. `balance` null (not known yet) lacks nothing.
 */
export function registrationCost(team: Eligible | null, balance: number | null): RegistrationCost {
  if (!team) return { kind: 'free' };
  if (team.fee > 0) {
    const missing = balance === null ? 0 : Math.max(0, Math.round((team.fee - balance) * 100) / 100);
    return { kind: 'paid', fee: team.fee, missing };
  }
  return team.free_entry_tier ? { kind: 'free_for_tier', tier: team.free_entry_tier } : { kind: 'free' };
}

/** What the dialog says about withdrawing before the deadline: a refund only when there is a fee. */
export function withdrawNoteKey(cost: RegistrationCost): 'refund' | 'withdraw_free' {
  return cost.kind === 'paid' ? 'refund' : 'withdraw_free';
}

/**
 * The captain's teams split: those registered now (to withdraw), those that can register, and those
 * that cannot (too small, refused, …), each of which the panel explains.
 */
export function splitEligible(items: readonly Eligible[]) {
  const registered = items.filter(
    (item) => item.registration === 'accepted' || item.registration === 'pending',
  );
  const canRegister = items.filter((item) => item.problem === null && !registered.includes(item));
  const blocked = items.filter(
    (item) =>
      item.problem !== null &&
      !registered.includes(item) &&
      item.problem !== 'competition_not_registering' &&
      item.problem !== 'competition_team_registered',
  );
  return { registered, canRegister, blocked };
}

/** The reasons the registration panel words itself; any other code gets the general sentence. */
export const BLOCKED_REASONS = [
  'competition_team_too_small',
  'competition_team_refused',
  'competition_full',
  'competition_deadline_passed',
  'competition_platinum_only',
] as const;

export function blockedReason(problem: string | null): (typeof BLOCKED_REASONS)[number] | 'other' {
  return BLOCKED_REASONS.find((reason) => reason === problem) ?? 'other';
}

import { describe, expect, it } from 'vitest';
import { blockedReason, registrationCost, splitEligible, withdrawNoteKey } from './registration';

const team = (id: string, extra: Partial<Parameters<typeof registrationCost>[0] & object> = {}) => ({
  team: {
    id,
    name: id,
    logo_url: null,
    primary_color: '#000000',
    secondary_color: '#ffffff',
    deleted: false,
  },
  members: 5,
  problem: null,
  fee: 20,
  free_entry_tier: null,
  registration: null,
  ...extra,
});

describe('registering a team', () => {
  it('says what the balance lacks for the fee, to the qəpik', () => {
    expect(registrationCost(team('a'), 12.3)).toEqual({ kind: 'paid', fee: 20, missing: 7.7 });
    expect(registrationCost(team('a'), 25)).toEqual({ kind: 'paid', fee: 20, missing: 0 });
  });

  it('is free for a gold or platinum captain, and free for all when there is no fee', () => {
    expect(registrationCost(team('a', { fee: 0, free_entry_tier: 'gold' }), 0)).toEqual({
      kind: 'free_for_tier',
      tier: 'gold',
    });
    expect(registrationCost(team('a', { fee: 0 }), 0)).toEqual({ kind: 'free' });
  });

  it('offers withdrawal for a registered team and registration for the others that may enter', () => {
    const { registered, canRegister } = splitEligible([
      team('in', { registration: 'accepted' }),
      team('free'),
      team('blocked', { problem: 'competition_team_too_small' }),
      team('left', { registration: 'withdrawn' }),
    ]);
    expect(registered.map((item) => item.team.id)).toEqual(['in']);
    expect(canRegister.map((item) => item.team.id)).toEqual(['free', 'left']);
  });

  it('explains every team that cannot register (a too-small team is never left out silently)', () => {
    const { blocked } = splitEligible([
      team('in', { registration: 'accepted', problem: 'competition_team_registered' }),
      team('small', { problem: 'competition_team_too_small', members: 3 }),
      team('refused', { registration: 'refused', problem: 'competition_team_refused' }),
      team('free'),
    ]);
    expect(blocked.map((item) => [item.team.id, blockedReason(item.problem)])).toEqual([
      ['small', 'competition_team_too_small'],
      ['refused', 'competition_team_refused'],
    ]);
    expect(blockedReason('competition_something_new')).toBe('other');
  });

  it('speaks of a refund only when the tournament has a fee', () => {
    expect(withdrawNoteKey(registrationCost(team('a'), 50))).toBe('refund');
    expect(withdrawNoteKey(registrationCost(team('a', { fee: 0 }), 50))).toBe('withdraw_free');
    expect(withdrawNoteKey(registrationCost(team('a', { fee: 0, free_entry_tier: 'gold' }), 50))).toBe(
      'withdraw_free',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  TEAM_MEMBERS,
  TEAM_PERMISSIONS,
  teamBoundsProblem,
  teamMatchOutcome,
  teamMatchResultOpen,
  teamMatchResultOpensAt,
  teamRoleCan,
} from './teams.js';

describe('team member bounds', () => {
  it('accepts bounds inside the range with min at most max and max not below the count', () => {
    expect(teamBoundsProblem({ minMembers: 5, maxMembers: 30, memberCount: 30 })).toBeNull();
    expect(teamBoundsProblem({ minMembers: 12, maxMembers: 12, memberCount: 1 })).toBeNull();
  });

  it('refuses a bound outside the range or a minimum above the maximum', () => {
    expect(teamBoundsProblem({ minMembers: TEAM_MEMBERS.min - 1, maxMembers: 20, memberCount: 1 })).toBe(
      'team_member_bounds',
    );
    expect(teamBoundsProblem({ minMembers: 7, maxMembers: TEAM_MEMBERS.max + 1, memberCount: 1 })).toBe(
      'team_member_bounds',
    );
    expect(teamBoundsProblem({ minMembers: 12, maxMembers: 11, memberCount: 1 })).toBe('team_member_bounds');
    expect(teamBoundsProblem({ minMembers: 7.5, maxMembers: 20, memberCount: 1 })).toBe('team_member_bounds');
  });

  it('refuses a maximum below the members the team already has', () => {
    expect(teamBoundsProblem({ minMembers: 5, maxMembers: 10, memberCount: 11 })).toBe(
      'team_max_below_count',
    );
  });
});

describe('team roles', () => {
  it('lets only the captain edit, remove, set roles, transfer, delete and manage matches', () => {
    for (const permission of [
      'edit',
      'removeMembers',
      'setRoles',
      'transferCaptaincy',
      'delete',
      'manageMatches',
    ] as const) {
      expect(teamRoleCan('captain', permission)).toBe(true);
      expect(teamRoleCan('vice_captain', permission)).toBe(false);
      expect(teamRoleCan('member', permission)).toBe(false);
    }
  });

  it('lets vice-captains invite, approve join requests and arrange formations, and members none of it', () => {
    for (const permission of ['invite', 'approveJoinRequests', 'manageFormations', 'manageSlots'] as const) {
      expect(teamRoleCan('captain', permission)).toBe(true);
      expect(teamRoleCan('vice_captain', permission)).toBe(true);
      expect(teamRoleCan('member', permission)).toBe(false);
    }
  });

  it('gives an outsider no permission at all', () => {
    for (const permission of Object.keys(TEAM_PERMISSIONS) as (keyof typeof TEAM_PERMISSIONS)[])
      expect(teamRoleCan(null, permission)).toBe(false);
  });
});

describe('team match outcome', () => {
  it('is a win with more goals, a draw with as many, a loss with fewer', () => {
    expect(teamMatchOutcome(3, 1)).toBe('win');
    expect(teamMatchOutcome(2, 2)).toBe('draw');
    expect(teamMatchOutcome(0, 1)).toBe('loss');
  });
});

describe('when a team match result may be recorded', () => {
  const match = { startsAt: new Date('2026-11-26T13:00:00Z'), durationMinutes: 90 };

  it('opens at kick-off plus the duration, the end of the match', () => {
    expect(teamMatchResultOpensAt(match).toISOString()).toBe('2026-11-26T14:30:00.000Z');
    expect(teamMatchResultOpensAt({ ...match, durationMinutes: 30 }).toISOString()).toBe(
      '2026-11-26T13:30:00.000Z',
    );
  });

  it('is closed at kick-off and a minute before the end, open from the end on', () => {
    expect(teamMatchResultOpen(match, new Date('2026-11-26T13:00:00Z'))).toBe(false);
    expect(teamMatchResultOpen(match, new Date('2026-11-26T14:29:00Z'))).toBe(false);
    expect(teamMatchResultOpen(match, new Date('2026-11-26T14:30:00Z'))).toBe(true);
    expect(teamMatchResultOpen(match, new Date('2026-11-27T09:00:00Z'))).toBe(true);
  });
});

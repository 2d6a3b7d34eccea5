import { describe, expect, it } from 'vitest';
import { teamCardActions } from './team-actions';

describe('team card actions', () => {
  it('a stranger can only view the team', () => {
    expect(teamCardActions({ my_role: null, member_count: 8 })).toEqual(['view']);
  });

  it('a member and a vice-captain can view and leave', () => {
    expect(teamCardActions({ my_role: 'member', member_count: 8 })).toEqual(['view', 'leave']);
    expect(teamCardActions({ my_role: 'vice_captain', member_count: 8 })).toEqual(['view', 'leave']);
  });

  it('a captain with teammates edits and deletes but must hand over before leaving', () => {
    expect(teamCardActions({ my_role: 'captain', member_count: 8 })).toEqual(['view', 'edit', 'delete']);
  });

  it('a captain alone in the team may also leave', () => {
    expect(teamCardActions({ my_role: 'captain', member_count: 1 })).toEqual([
      'view',
      'edit',
      'leave',
      'delete',
    ]);
  });
});

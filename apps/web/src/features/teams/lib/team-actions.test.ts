import { describe, expect, it } from 'vitest';
import { tabFromPath, teamCardActions, visibleTeamTabs } from './team-actions';

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

describe('team tabs', () => {
  it('settings are shown only to who may edit', () => {
    expect(visibleTeamTabs({ permissions: { edit: false }, members_visible: true })).not.toContain(
      'settings',
    );
    expect(visibleTeamTabs({ permissions: { edit: true }, members_visible: true })).toContain('settings');
  });

  it("a private team's outsider sees neither members nor formation", () => {
    expect(visibleTeamTabs({ permissions: { edit: false }, members_visible: false })).toEqual([
      'overview',
      'statistics',
      'history',
    ]);
  });

  it('a visitor sees the overview and a public team’s members, never the signed-in tabs', () => {
    expect(
      visibleTeamTabs({ permissions: { edit: false }, members_visible: true }, { visitor: true }),
    ).toEqual(['overview', 'members']);
    expect(
      visibleTeamTabs({ permissions: { edit: false }, members_visible: false }, { visitor: true }),
    ).toEqual(['overview']);
  });

  it('an unknown tab in the address opens the overview', () => {
    expect(tabFromPath('members')).toBe('members');
    expect(tabFromPath('nonsense')).toBe('overview');
    expect(tabFromPath(undefined)).toBe('overview');
  });
});

import { describe, expect, it } from 'vitest';
import { tabFromPath, visibleTeamTabs } from './team-tabs';

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

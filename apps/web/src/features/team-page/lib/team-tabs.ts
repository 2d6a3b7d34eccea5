/** The tabs of a team page, in order; each is addressable as `/teams/:id/<tab>` (overview is the bare path). */
export const TEAM_TABS = ['overview', 'members', 'statistics', 'formation', 'history', 'settings'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

/**
 * The tabs this viewer sees: settings only for who may edit, the squad parts only when members are
 * visible; a visitor (signed out) the overview and a public team's members
 * (docs/decisions/0052-public-team-pages-and-player-cards.md).
 */
export function visibleTeamTabs(
  team: {
    permissions: { edit: boolean };
    members_visible: boolean;
  },
  options: { visitor?: boolean } = {},
): TeamTab[] {
  return TEAM_TABS.filter((tab) => {
    if (options.visitor) return tab === 'overview' || (tab === 'members' && team.members_visible);
    if (tab === 'settings') return team.permissions.edit;
    if (tab === 'members' || tab === 'formation') return team.members_visible;
    return true;
  });
}

/** The tab in the address, or overview for a missing or unknown one. */
export function tabFromPath(segment: string | undefined): TeamTab {
  return (TEAM_TABS as readonly string[]).includes(segment ?? '') ? (segment as TeamTab) : 'overview';
}

import type { CompetitionFormat } from '@oyna/shared';

/** The tabs of a competition page, in order; each is `/tournaments/:id/<tab>` (overview is the bare path). */
export const COMPETITION_TABS = ['overview', 'teams', 'fixtures', 'table', 'bracket', 'scorers'] as const;
export type CompetitionTab = (typeof COMPETITION_TABS)[number];

/** A table for the formats with a league or groups, a bracket for those with a knockout. */
export function visibleCompetitionTabs(format: CompetitionFormat): CompetitionTab[] {
  const table = format === 'round_robin' || format === 'groups_knockout';
  const bracket = format !== 'round_robin';
  return COMPETITION_TABS.filter((tab) => (tab !== 'table' || table) && (tab !== 'bracket' || bracket));
}

/** The tab in the address, or overview for a missing or unknown one. */
export function competitionTabFromPath(segment: string | undefined): CompetitionTab {
  return (COMPETITION_TABS as readonly string[]).includes(segment ?? '')
    ? (segment as CompetitionTab)
    : 'overview';
}

import type { TeamMatchListQuery } from '@oyna/shared';

/**
 * Query keys of team matches. A team's statistics, history and my teams are team data and use
 * `teamKeys` (src/api/team-keys.ts), so a changed match rereads the team pages too.
 */
export const teamMatchKeys = {
  all: ['team-matches'] as const,
  detail: (id: string) => [...teamMatchKeys.all, 'detail', id] as const,
  list: (query: TeamMatchListQuery) => [...teamMatchKeys.all, 'list', query] as const,
};

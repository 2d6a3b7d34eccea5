import type { TeamMatchListQuery } from '@oyna/shared';

/**
 * Query keys of team matches. A match that changes also changes the teams' statistics and history,
 * which live under the teams' own prefix (`TEAMS_PREFIX`), so a mutation invalidates both.
 */
export const teamMatchKeys = {
  all: ['team-matches'] as const,
  detail: (id: string) => [...teamMatchKeys.all, 'detail', id] as const,
  list: (query: TeamMatchListQuery) => [...teamMatchKeys.all, 'list', query] as const,
  myTeams: () => [...teamMatchKeys.all, 'my-teams'] as const,
  members: (teamId: string) => [...teamMatchKeys.all, 'members', teamId] as const,
  stats: (teamId: string) => [...teamMatchKeys.all, 'stats', teamId] as const,
  history: (teamId: string) => [...teamMatchKeys.all, 'history', teamId] as const,
};

/** The teams feature's prefix (`teamKeys.all`): team pages show matches, statistics and history. */
export const TEAMS_PREFIX = ['teams'] as const;

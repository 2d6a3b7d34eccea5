import type { CompetitionListQuery } from '@oyna/shared';

/**
 * Query keys of the competitions, shared by the competition features: `detail(id)` is the root of
 * one competition's page (its fixtures, table, bracket and scorers), refreshed together after a
 * result or a draw.
 */
export const competitionKeys = {
  all: ['competitions'] as const,
  lists: () => [...competitionKeys.all, 'list'] as const,
  list: (query: CompetitionListQuery) => [...competitionKeys.lists(), query] as const,
  detail: (id: string) => [...competitionKeys.all, 'detail', id] as const,
  fixtures: (id: string) => [...competitionKeys.detail(id), 'fixtures'] as const,
  standings: (id: string) => [...competitionKeys.detail(id), 'standings'] as const,
  bracket: (id: string) => [...competitionKeys.detail(id), 'bracket'] as const,
  scorers: (id: string) => [...competitionKeys.detail(id), 'scorers'] as const,
  eligibleTeams: (id: string) => [...competitionKeys.detail(id), 'eligible-teams'] as const,
  matchMembers: (id: string, matchId: string) =>
    [...competitionKeys.detail(id), 'match-members', matchId] as const,
  allTeamAchievements: () => [...competitionKeys.all, 'team-achievements'] as const,
  teamAchievements: (teamId: string) => [...competitionKeys.allTeamAchievements(), teamId] as const,
};

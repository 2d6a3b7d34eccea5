import { CompetitionError } from '../errors.js';
import { computeStandings } from './compute-standings.js';
import type { PlayedMatch, StandingRow, StandingsOptions, TeamId } from './types.js';

export interface GroupTeams {
  id: string;
  teams: readonly TeamId[];
}

export interface GroupTable {
  group: string;
  rows: StandingRow[];
}

/**
 * One table per group: each match is counted in the group of its two teams (a match between teams
 * of two groups is refused), with the same options (points, tie-break order, lots) for all groups.
 */
export function computeGroupStandings(
  groups: readonly GroupTeams[],
  matches: readonly PlayedMatch[],
  options: StandingsOptions,
): GroupTable[] {
  const groupOf = new Map<TeamId, string>();
  const byGroup = new Map<string, PlayedMatch[]>();
  for (const group of groups) {
    if (byGroup.has(group.id)) {
      throw new CompetitionError('invalid_group_count', `Group ${group.id} is listed twice`, group.id);
    }
    byGroup.set(group.id, []);
    for (const team of group.teams) {
      if (groupOf.has(team)) {
        throw new CompetitionError('team_in_two_groups', `Team ${team} is in two groups`, team);
      }
      groupOf.set(team, group.id);
    }
  }
  for (const match of matches) {
    const home = groupOf.get(match.home);
    const away = groupOf.get(match.away);
    if (home === undefined || away === undefined) {
      const team = home === undefined ? match.home : match.away;
      throw new CompetitionError('unknown_team', `Team ${team} is in no group`, team);
    }
    if (home !== away) {
      throw new CompetitionError(
        'match_across_groups',
        `${match.home} and ${match.away} are in different groups`,
        match.home,
      );
    }
    byGroup.get(home)?.push(match);
  }
  return groups.map((group) => ({
    group: group.id,
    rows: computeStandings(group.teams, byGroup.get(group.id) ?? [], options),
  }));
}

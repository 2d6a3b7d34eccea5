import {
  MAX_TEAMS,
  MIN_TEAMS,
  POSITION_GROUPS,
  type BalanceTeamsBody,
  type GameTeams,
  type PositionGroup,
  type SaveTeamsBody,
  type TeamPlayer,
} from '@oyna/shared';

/** The teams as the organizer is arranging them on the page, before they are saved. */
export interface TeamsDraft {
  teams: TeamPlayer[][];
  /** Confirmed players not in any team yet (they joined after the teams were saved). */
  unassigned: TeamPlayer[];
}

export type PositionMixCounts = Record<PositionGroup, number>;

export function draftFromTeams(teams: Pick<GameTeams, 'teams' | 'unassigned'>): TeamsDraft {
  return {
    teams: [...teams.teams].sort((a, b) => a.index - b.index).map((team) => [...team.players]),
    unassigned: [...teams.unassigned],
  };
}

/** Sum of the players' strengths in each team. */
export function teamStrengths(draft: Pick<TeamsDraft, 'teams'>): number[] {
  return draft.teams.map((players) => players.reduce((sum, player) => sum + player.strength, 0));
}

/** Strongest team minus the weakest; null with fewer than two teams. */
export function strengthSpread(strengths: readonly number[]): number | null {
  if (strengths.length < MIN_TEAMS) return null;
  return Math.max(...strengths) - Math.min(...strengths);
}

/** How many goalkeepers, defenders, midfielders and attackers a team has (players without a line are not counted). */
export function positionMix(players: readonly TeamPlayer[]): PositionMixCounts {
  const mix = Object.fromEntries(POSITION_GROUPS.map((group) => [group, 0])) as PositionMixCounts;
  for (const player of players) if (player.role) mix[player.role] += 1;
  return mix;
}

/** The team a player is in, -1 when unassigned or unknown. */
export function teamOf(draft: TeamsDraft, userId: string): number {
  return draft.teams.findIndex((players) => players.some((player) => player.id === userId));
}

function findPlayer(draft: TeamsDraft, userId: string): TeamPlayer | undefined {
  return [...draft.teams.flat(), ...draft.unassigned].find((player) => player.id === userId);
}

/** The draft with one player moved to the end of another team (from a team or from the unassigned). */
export function movePlayer(draft: TeamsDraft, userId: string, toTeam: number): TeamsDraft {
  const player = findPlayer(draft, userId);
  if (!player || toTeam < 0 || toTeam >= draft.teams.length || teamOf(draft, userId) === toTeam) return draft;
  const without = (players: TeamPlayer[]) => players.filter((each) => each.id !== userId);
  return {
    teams: draft.teams.map((players, index) =>
      index === toTeam ? [...without(players), player] : without(players),
    ),
    unassigned: without(draft.unassigned),
  };
}

/** The draft with a player's lock switched: a locked player stays in their team when the rest are rebalanced. */
export function toggleLock(draft: TeamsDraft, userId: string): TeamsDraft {
  return {
    ...draft,
    teams: draft.teams.map((players) =>
      players.map((player) => (player.id === userId ? { ...player, locked: !player.locked } : player)),
    ),
  };
}

/** Who is where and who is locked: two drafts with the same key need no save. */
function arrangementKey(draft: TeamsDraft): string {
  const teams = draft.teams.map((players) =>
    players
      .map((player) => `${player.id}${player.locked ? '*' : ''}`)
      .sort()
      .join(','),
  );
  return `${teams.join('|')}/${draft.unassigned.length}`;
}

/** The draft differs from what is saved (a player moved, locked or unlocked). */
export function isDraftChanged(draft: TeamsDraft, saved: TeamsDraft): boolean {
  return arrangementKey(draft) !== arrangementKey(saved);
}

export type DraftProblem = 'unassigned' | 'sizes';

/** Why the draft cannot be saved yet, mirroring the API's `teams_invalid` rule; null when it can. */
export function draftProblem(draft: TeamsDraft): DraftProblem | null {
  if (draft.unassigned.length > 0) return 'unassigned';
  const sizes = draft.teams.map((players) => players.length);
  if (sizes.length < MIN_TEAMS || Math.max(...sizes) - Math.min(...sizes) > 1) return 'sizes';
  return null;
}

/** PUT /games/{id}/teams body: every team's players with their locks. */
export function saveTeamsBody(draft: TeamsDraft): SaveTeamsBody {
  return {
    teams: draft.teams.map((players) => ({
      players: players.map((player) => ({ user_id: player.id, locked: player.locked })),
    })),
  };
}

/**
 * POST /games/{id}/teams/balance body: the locked players stay in their teams. Locks in teams
 * beyond the requested count cannot be kept and are left out.
 */
export function balanceTeamsBody(draft: TeamsDraft, teams: number): BalanceTeamsBody {
  const count = Math.min(Math.max(teams, MIN_TEAMS), MAX_TEAMS);
  const locks = draft.teams.flatMap((players, team) =>
    team < count
      ? players.filter((player) => player.locked).map((player) => ({ user_id: player.id, team }))
      : [],
  );
  return { teams: count, locks };
}

/** The number of locked players, to offer "Rebalance the rest" only when some are locked. */
export function lockedCount(draft: TeamsDraft): number {
  return draft.teams.reduce((sum, players) => sum + players.filter((player) => player.locked).length, 0);
}

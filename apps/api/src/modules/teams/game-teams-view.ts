import { balancingRoles, playerStrength } from '@oyna/balancer';
import {
  type GameTeam,
  type GameTeams,
  POSITION_GROUPS,
  type PositionGroup,
  type TeamPlayer,
} from '@oyna/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  type GameTeamMemberRow,
  type GameTeamSetRow,
  gameTeamMembers,
  gameTeamSets,
} from '../../db/schema.js';
import type { TeamCandidate } from './team-candidates.js';

/**
 * The saved teams as they stand now: players who left since the save are dropped from their team,
 * players who joined since are `unassigned`, and the strengths, lines and spread are those of the
 * players shown. Roles are computed the way the balancer computes them, so right after a save the
 * view is exactly what the balancer reported.
 */
export function toGameTeams(input: {
  gameId: string;
  candidates: readonly TeamCandidate[];
  set: GameTeamSetRow | null;
  members: readonly GameTeamMemberRow[];
  canManage: boolean;
}): GameTeams {
  const { set } = input;
  const memberOf = new Map(input.members.map((member) => [member.userId, member]));
  const assigned = set ? input.candidates.filter((candidate) => memberOf.has(candidate.id)) : [];
  const unassigned = input.candidates.filter((candidate) => !assigned.includes(candidate));
  const teamCount = set?.teamCount ?? 0;
  const assignedRoles = balancingRoles(
    assigned.map((candidate) => candidate.balance),
    teamCount,
  );
  // Without teams there is no keeper to find: each player is shown as the line they gave.
  const unassignedRoles = balancingRoles(
    unassigned.map((candidate) => candidate.balance),
    0,
  );

  const teams: GameTeam[] = Array.from({ length: teamCount }, (_, index) => ({
    index,
    strength: 0,
    mix: emptyMix(),
    players: [],
  }));
  assigned.forEach((candidate, i) => {
    const member = memberOf.get(candidate.id);
    const team = teams[member?.teamIndex ?? 0];
    if (!team) return;
    const player = toTeamPlayer(candidate, assignedRoles[i] ?? null, member?.locked ?? false);
    team.players.push(player);
    team.strength += player.strength;
    if (player.role) team.mix[player.role] += 1;
  });
  // Strongest first; Array.prototype.sort is stable, so ties stay in registration order.
  for (const team of teams) team.players.sort((a, b) => b.strength - a.strength);

  const strengths = teams.map((team) => team.strength);
  const spread = set ? Math.max(...strengths) - Math.min(...strengths) : null;
  // Ratings move after results: the proof holds only for the same players at the same strengths.
  const unchanged =
    assigned.length === input.members.length && unassigned.length === 0 && spread === set?.spread;
  return {
    game_id: input.gameId,
    teams,
    unassigned: unassigned.map((candidate, i) => toTeamPlayer(candidate, unassignedRoles[i] ?? null, false)),
    method: set?.method ?? null,
    spread,
    optimal: (set?.optimal ?? false) && unchanged,
    updated_at: set?.updatedAt.toISOString() ?? null,
    can_manage: input.canManage,
  };
}

/** Reads the saved set and members of a game and shows them for these confirmed players. */
export async function readGameTeams(
  db: DbExecutor,
  input: { gameId: string; candidates: readonly TeamCandidate[]; canManage: boolean },
): Promise<GameTeams> {
  const [set] = await db.select().from(gameTeamSets).where(eq(gameTeamSets.gameId, input.gameId));
  const members = set
    ? await db
        .select()
        .from(gameTeamMembers)
        .where(eq(gameTeamMembers.gameId, input.gameId))
        .orderBy(asc(gameTeamMembers.teamIndex))
    : [];
  return toGameTeams({ ...input, set: set ?? null, members });
}

function toTeamPlayer(candidate: TeamCandidate, role: PositionGroup | null, locked: boolean): TeamPlayer {
  return {
    id: candidate.id,
    first_name: candidate.firstName,
    last_name: candidate.lastName,
    photo_url: candidate.photoUrl,
    primary_position: candidate.primaryPosition,
    jersey_number: candidate.jerseyNumber,
    strength: playerStrength(candidate.balance),
    role,
    locked,
  };
}

function emptyMix(): Record<PositionGroup, number> {
  return Object.fromEntries(POSITION_GROUPS.map((group) => [group, 0])) as Record<PositionGroup, number>;
}

import { balancingRoles, playerStrength } from '@oyna/balancer';
import {
  type GameSide,
  type GameSides,
  POSITION_GROUPS,
  type PositionGroup,
  type SidePlayer,
} from '@oyna/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  type GameSideMemberRow,
  type GameSideSetRow,
  gameSideMembers,
  gameSideSets,
} from '../../db/schema.js';
import type { SideCandidate } from './side-candidates.js';

/**
 * The saved sides as they stand now: players who left since the save are dropped from their side,
 * players who joined since are `unassigned`, and the strengths, lines and spread are those of the
 * players shown. Roles are computed the way the balancer computes them, so right after a save the
 * view is exactly what the balancer reported.
 */
export function toGameSides(input: {
  gameId: string;
  candidates: readonly SideCandidate[];
  set: GameSideSetRow | null;
  members: readonly GameSideMemberRow[];
  canManage: boolean;
}): GameSides {
  const { set } = input;
  const memberOf = new Map(input.members.map((member) => [member.userId, member]));
  const assigned = set ? input.candidates.filter((candidate) => memberOf.has(candidate.id)) : [];
  const unassigned = input.candidates.filter((candidate) => !assigned.includes(candidate));
  const sideCount = set?.sideCount ?? 0;
  const assignedRoles = balancingRoles(
    assigned.map((candidate) => candidate.balance),
    sideCount,
  );
  // Without sides there is no keeper to find: each player is shown as the line they gave.
  const unassignedRoles = balancingRoles(
    unassigned.map((candidate) => candidate.balance),
    0,
  );

  const sides: GameSide[] = Array.from({ length: sideCount }, (_, index) => ({
    index,
    strength: 0,
    mix: emptyMix(),
    players: [],
  }));
  assigned.forEach((candidate, i) => {
    const member = memberOf.get(candidate.id);
    const side = sides[member?.sideIndex ?? 0];
    if (!side) return;
    const player = toSidePlayer(candidate, assignedRoles[i] ?? null, member?.locked ?? false);
    side.players.push(player);
    side.strength += player.strength;
    if (player.role) side.mix[player.role] += 1;
  });
  // Strongest first; Array.prototype.sort is stable, so ties stay in registration order.
  for (const side of sides) side.players.sort((a, b) => b.strength - a.strength);

  const strengths = sides.map((side) => side.strength);
  const spread = set ? Math.max(...strengths) - Math.min(...strengths) : null;
  // Ratings move after results: the proof holds only for the same players at the same strengths.
  const unchanged =
    assigned.length === input.members.length && unassigned.length === 0 && spread === set?.spread;
  return {
    game_id: input.gameId,
    sides,
    unassigned: unassigned.map((candidate, i) => toSidePlayer(candidate, unassignedRoles[i] ?? null, false)),
    method: set?.method ?? null,
    spread,
    optimal: (set?.optimal ?? false) && unchanged,
    updated_at: set?.updatedAt.toISOString() ?? null,
    can_manage: input.canManage,
  };
}

/** Reads the saved set and members of a game and shows them for these confirmed players. */
export async function readGameSides(
  db: DbExecutor,
  input: { gameId: string; candidates: readonly SideCandidate[]; canManage: boolean },
): Promise<GameSides> {
  const [set] = await db.select().from(gameSideSets).where(eq(gameSideSets.gameId, input.gameId));
  const members = set
    ? await db
        .select()
        .from(gameSideMembers)
        .where(eq(gameSideMembers.gameId, input.gameId))
        .orderBy(asc(gameSideMembers.sideIndex))
    : [];
  return toGameSides({ ...input, set: set ?? null, members });
}

function toSidePlayer(candidate: SideCandidate, role: PositionGroup | null, locked: boolean): SidePlayer {
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

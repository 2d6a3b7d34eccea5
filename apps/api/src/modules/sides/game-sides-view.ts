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
import type { AuthUser } from '../../lib/auth-user.js';
import {
  type PlayerViewer,
  type VisiblePlayerFields,
  playerForViewer,
  shownIf,
} from '../users/player-for-viewer.js';
import { playerIdentity } from '../users/player-identity.js';
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
  /** Who asks: a private player's strength, position and line are theirs (decision 14). */
  viewer: AuthUser | null;
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

  const viewer: PlayerViewer = { user: input.viewer, organizesGame: input.canManage };
  const totals = Array.from({ length: sideCount }, () => 0);
  const sides: GameSide[] = Array.from({ length: sideCount }, (_, index) => ({
    index,
    strength: 0,
    mix: emptyMix(),
    players: [],
  }));
  assigned.forEach((candidate, i) => {
    const member = memberOf.get(candidate.id);
    const index = member?.sideIndex ?? 0;
    const side = sides[index];
    if (!side) return;
    const role = assignedRoles[i] ?? null;
    const visible = playerForViewer(candidate, viewer);
    side.players.push(toSidePlayer(candidate, visible, role, member?.locked ?? false));
    const strength = playerStrength(candidate.balance);
    totals[index] = (totals[index] ?? 0) + strength;
    // A side's total or mix would give a hidden strength or line away by subtraction.
    side.strength = visible.game && side.strength !== null ? side.strength + strength : null;
    if (!visible.lineup) side.mix = null;
    else if (role && side.mix) side.mix[role] += 1;
  });
  // Strongest first, hidden strengths last; Array.prototype.sort is stable, so ties stay in registration order.
  for (const side of sides) side.players.sort((a, b) => (b.strength ?? -1) - (a.strength ?? -1));

  const spread = set ? Math.max(...totals) - Math.min(...totals) : null;
  const everyTotalShown = sides.every((side) => side.strength !== null);
  // Ratings move after results: the proof holds only for the same players at the same strengths.
  const unchanged =
    assigned.length === input.members.length && unassigned.length === 0 && spread === set?.spread;
  return {
    game_id: input.gameId,
    sides,
    unassigned: unassigned.map((candidate, i) =>
      toSidePlayer(candidate, playerForViewer(candidate, viewer), unassignedRoles[i] ?? null, false),
    ),
    method: set?.method ?? null,
    spread: everyTotalShown ? spread : null,
    optimal: (set?.optimal ?? false) && unchanged,
    updated_at: set?.updatedAt.toISOString() ?? null,
    can_manage: input.canManage,
  };
}

/** Reads the saved set and members of a game and shows them for these confirmed players. */
export async function readGameSides(
  db: DbExecutor,
  input: {
    gameId: string;
    candidates: readonly SideCandidate[];
    viewer: AuthUser | null;
    canManage: boolean;
  },
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

function toSidePlayer(
  candidate: SideCandidate,
  visible: VisiblePlayerFields,
  role: PositionGroup | null,
  locked: boolean,
): SidePlayer {
  return {
    ...playerIdentity(candidate),
    primary_position: shownIf(visible.lineup, candidate.primaryPosition),
    jersey_number: shownIf(visible.lineup, candidate.jerseyNumber),
    strength: shownIf(visible.game, playerStrength(candidate.balance)),
    role: shownIf(visible.lineup, role),
    locked,
  };
}

function emptyMix(): Record<PositionGroup, number> {
  return Object.fromEntries(POSITION_GROUPS.map((group) => [group, 0])) as Record<PositionGroup, number>;
}

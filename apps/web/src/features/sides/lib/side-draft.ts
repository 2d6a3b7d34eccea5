import {
  MAX_SIDES,
  MIN_SIDES,
  POSITION_GROUPS,
  type BalanceSidesBody,
  type GameSides,
  type PositionGroup,
  type SaveSidesBody,
  type SidePlayer,
} from '@oyna/shared';

/** The sides as the organizer is arranging them on the page, before they are saved. */
export interface SidesDraft {
  sides: SidePlayer[][];
  /** Confirmed players not in any side yet (they joined after the sides were saved). */
  unassigned: SidePlayer[];
}

export type PositionMixCounts = Record<PositionGroup, number>;

export function draftFromSides(sides: Pick<GameSides, 'sides' | 'unassigned'>): SidesDraft {
  return {
    sides: [...sides.sides].sort((a, b) => a.index - b.index).map((side) => [...side.players]),
    unassigned: [...sides.unassigned],
  };
}

/** Sum of the players' strengths in each side; null for a side with a strength hidden from the viewer. */
export function sideStrengths(draft: Pick<SidesDraft, 'sides'>): (number | null)[] {
  return draft.sides.map((players) =>
    players.reduce<number | null>(
      (sum, player) => (sum === null || player.strength === null ? null : sum + player.strength),
      0,
    ),
  );
}

/** Strongest side minus the weakest; null with fewer than two sides or a side's total hidden. */
export function strengthSpread(strengths: readonly (number | null)[]): number | null {
  if (strengths.length < MIN_SIDES) return null;
  const known = strengths.filter((strength) => strength !== null);
  if (known.length < strengths.length) return null;
  return Math.max(...known) - Math.min(...known);
}

/** How many goalkeepers, defenders, midfielders and attackers a side has (players without a line are not counted). */
export function positionMix(players: readonly SidePlayer[]): PositionMixCounts {
  const mix = Object.fromEntries(POSITION_GROUPS.map((group) => [group, 0])) as PositionMixCounts;
  for (const player of players) if (player.role) mix[player.role] += 1;
  return mix;
}

/** The side a player is in, -1 when unassigned or unknown. */
export function sideOf(draft: SidesDraft, userId: string): number {
  return draft.sides.findIndex((players) => players.some((player) => player.id === userId));
}

function findPlayer(draft: SidesDraft, userId: string): SidePlayer | undefined {
  return [...draft.sides.flat(), ...draft.unassigned].find((player) => player.id === userId);
}

/** The draft with one player moved to the end of another side (from a side or from the unassigned). */
export function movePlayer(draft: SidesDraft, userId: string, toSide: number): SidesDraft {
  const player = findPlayer(draft, userId);
  if (!player || toSide < 0 || toSide >= draft.sides.length || sideOf(draft, userId) === toSide) return draft;
  const without = (players: SidePlayer[]) => players.filter((each) => each.id !== userId);
  return {
    sides: draft.sides.map((players, index) =>
      index === toSide ? [...without(players), player] : without(players),
    ),
    unassigned: without(draft.unassigned),
  };
}

/** The draft with a player's lock switched: a locked player stays in their side when the rest are rebalanced. */
export function toggleLock(draft: SidesDraft, userId: string): SidesDraft {
  return {
    ...draft,
    sides: draft.sides.map((players) =>
      players.map((player) => (player.id === userId ? { ...player, locked: !player.locked } : player)),
    ),
  };
}

/** Who is where and who is locked: two drafts with the same key need no save. */
function arrangementKey(draft: SidesDraft): string {
  const sides = draft.sides.map((players) =>
    players
      .map((player) => `${player.id}${player.locked ? '*' : ''}`)
      .sort()
      .join(','),
  );
  return `${sides.join('|')}/${draft.unassigned.length}`;
}

/** The draft differs from what is saved (a player moved, locked or unlocked). */
export function isDraftChanged(draft: SidesDraft, saved: SidesDraft): boolean {
  return arrangementKey(draft) !== arrangementKey(saved);
}

export type DraftProblem = 'unassigned' | 'sizes';

/** Why the draft cannot be saved yet, mirroring the API's `sides_invalid` rule; null when it can. */
export function draftProblem(draft: SidesDraft): DraftProblem | null {
  if (draft.unassigned.length > 0) return 'unassigned';
  const sizes = draft.sides.map((players) => players.length);
  if (sizes.length < MIN_SIDES || Math.max(...sizes) - Math.min(...sizes) > 1) return 'sizes';
  return null;
}

/** PUT /games/{id}/sides body: every side's players with their locks. */
export function saveSidesBody(draft: SidesDraft): SaveSidesBody {
  return {
    sides: draft.sides.map((players) => ({
      players: players.map((player) => ({ user_id: player.id, locked: player.locked })),
    })),
  };
}

/**
 * POST /games/{id}/sides/balance body: the locked players stay in their sides. Locks in sides
 * beyond the requested count cannot be kept and are left out.
 */
export function balanceSidesBody(draft: SidesDraft, sides: number): BalanceSidesBody {
  const count = Math.min(Math.max(sides, MIN_SIDES), MAX_SIDES);
  const locks = draft.sides.flatMap((players, side) =>
    side < count
      ? players.filter((player) => player.locked).map((player) => ({ user_id: player.id, side }))
      : [],
  );
  return { sides: count, locks };
}

/** The number of locked players, to offer "Rebalance the rest" only when some are locked. */
export function lockedCount(draft: SidesDraft): number {
  return draft.sides.reduce((sum, players) => sum + players.filter((player) => player.locked).length, 0);
}

import { type Position, positionGroup } from '@oyna/shared';
import { POSITION_GROUPS, type PositionGroup, type PositionMix } from './types.js';

export function emptyMix(): PositionMix {
  return { goalkeeper: 0, defender: 0, midfielder: 0, attacker: 0 };
}

interface PositionedPlayer {
  primaryPosition?: Position | null;
  secondaryPositions: readonly Position[];
}

/** The lines a player can play: the primary position's and the secondary positions'. */
export function coveredGroups(player: PositionedPlayer): Set<PositionGroup> {
  const groups = new Set<PositionGroup>();
  if (player.primaryPosition) groups.add(positionGroup(player.primaryPosition));
  for (const position of player.secondaryPositions) groups.add(positionGroup(position));
  return groups;
}

/**
 * The line each player is balanced as: the primary position's line; without a primary, the first
 * secondary position's; with no position, null. When fewer players are primary goalkeepers than
 * there are sides, players with goalkeeper among their secondary positions become keepers, in
 * input order (the API sends registration order), until every side can have one.
 */
export function balancingRoles(
  players: readonly PositionedPlayer[],
  sideCount: number,
): (PositionGroup | null)[] {
  const roles = players.map((player) => {
    if (player.primaryPosition) return positionGroup(player.primaryPosition);
    const first = player.secondaryPositions[0];
    return first ? positionGroup(first) : null;
  });
  let keepers = roles.filter((role) => role === 'goalkeeper').length;
  players.forEach((player, index) => {
    if (keepers >= sideCount || roles[index] === 'goalkeeper') return;
    if (player.secondaryPositions.includes('goalkeeper')) {
      roles[index] = 'goalkeeper';
      keepers += 1;
    }
  });
  return roles;
}

export const GROUP_INDEX: Record<PositionGroup, number> = {
  goalkeeper: 0,
  defender: 1,
  midfielder: 2,
  attacker: 3,
};
export { POSITION_GROUPS, positionGroup };

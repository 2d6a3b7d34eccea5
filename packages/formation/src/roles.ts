import { type Position, type PositionGroup, type SkillKey, positionGroup } from '@oyna/shared';

/** The lines from the back: adjacent lines differ by one; the keeper's goal is no line's neighbour. */
const LINE_RANK: Record<PositionGroup, number> = {
  goalkeeper: 0,
  defender: 1,
  midfielder: 2,
  attacker: 3,
};

/** Outfield lines apart (1 adjacent, 2 far); null when either is the goal. */
export function linesApart(a: PositionGroup, b: PositionGroup): number | null {
  if (a === 'goalkeeper' || b === 'goalkeeper') return null;
  return Math.abs(LINE_RANK[a] - LINE_RANK[b]);
}

export function lineRank(line: PositionGroup): number {
  return LINE_RANK[line];
}

const WIDE_SIDE: Partial<Record<Position, 'left' | 'right'>> = {
  leftBack: 'left',
  leftMid: 'left',
  leftWing: 'left',
  rightBack: 'right',
  rightMid: 'right',
  rightWing: 'right',
};

/** The wing a role plays on, where the preferred foot counts; null for central roles. */
export function wideSide(role: Position): 'left' | 'right' | null {
  return WIDE_SIDE[role] ?? null;
}

/**
 * The skills each role leans on, with weights (docs/decisions/0016-formation-solver.md). The
 * solver compares a player's weighted mean over these with his own mean over all rated skills,
 * so it reads the shape of a profile, not its level (the strength already counts the level).
 */
export const ROLE_SKILLS: Record<Position, Partial<Record<SkillKey, number>>> = {
  goalkeeper: { positioning: 3, heading: 1, passAccuracy: 1 },
  defender: { heading: 3, tackling: 3, positioning: 2 },
  leftBack: { speed: 2, tackling: 2, endurance: 2, passAccuracy: 1 },
  rightBack: { speed: 2, tackling: 2, endurance: 2, passAccuracy: 1 },
  defensiveMid: { tackling: 3, positioning: 2, passAccuracy: 2, endurance: 1 },
  centralMid: { passAccuracy: 3, vision: 3, endurance: 2, technique: 1 },
  leftMid: { speed: 2, endurance: 2, passAccuracy: 2, dribbling: 1 },
  rightMid: { speed: 2, endurance: 2, passAccuracy: 2, dribbling: 1 },
  attackingMid: { vision: 3, technique: 2, dribbling: 2, passAccuracy: 2 },
  leftWing: { speed: 3, dribbling: 3, technique: 2 },
  rightWing: { speed: 3, dribbling: 3, technique: 2 },
  striker: { shotPower: 3, positioning: 2, heading: 1, technique: 1 },
};

export { positionGroup };

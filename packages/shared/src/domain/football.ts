/** Playing positions of the profile (docs/product-rules.md#onboarding-and-profile). */
export const POSITIONS = [
  'goalkeeper',
  'defender',
  'leftBack',
  'rightBack',
  'defensiveMid',
  'centralMid',
  'leftMid',
  'rightMid',
  'attackingMid',
  'leftWing',
  'rightWing',
  'striker',
] as const;
export type Position = (typeof POSITIONS)[number];

/** The four lines of a side. Wings count as attackers, full backs as defenders. */
export const POSITION_GROUPS = ['goalkeeper', 'defender', 'midfielder', 'attacker'] as const;
export type PositionGroup = (typeof POSITION_GROUPS)[number];

const GROUP_OF_POSITION: Record<Position, PositionGroup> = {
  goalkeeper: 'goalkeeper',
  defender: 'defender',
  leftBack: 'defender',
  rightBack: 'defender',
  defensiveMid: 'midfielder',
  centralMid: 'midfielder',
  leftMid: 'midfielder',
  rightMid: 'midfielder',
  attackingMid: 'midfielder',
  leftWing: 'attacker',
  rightWing: 'attacker',
  striker: 'attacker',
};

/** The line a position belongs to (the balancer's roles, the leaderboard's position filter). */
export function positionGroup(position: Position): PositionGroup {
  return GROUP_OF_POSITION[position];
}

/** Game formats (players per side) and the default capacity of each: two full sides. */
export const GAME_FORMATS = ['5x5', '6x6', '7x7', '8x8', '9x9', '11x11'] as const;
export type GameFormat = (typeof GAME_FORMATS)[number];
export function defaultCapacity(format: GameFormat): number {
  return 2 * Number(format.split('x')[0]);
}

export const GAME_STATUSES = ['open', 'full', 'cancelled', 'completed'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** A format as people write it: `7×7`, not the stored `7x7`. */
export function formatLabel(format: GameFormat): string {
  return format.replace('x', '\u00d7');
}

export const GAME_KINDS = ['regular', 'premium', 'tournament'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** Global roles (docs/decisions/0019): a referee records the results of the games assigned to them. */
export const USER_ROLES = ['player', 'organizer', 'referee', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

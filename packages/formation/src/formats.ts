import { GAME_FORMATS, type GameFormat } from '@oyna/shared';

/** Players per side of a format, the keeper included: `7x7` -> 7. */
export function playersPerSide(format: GameFormat): number {
  return Number(format.split('x')[0]);
}

export { GAME_FORMATS, type GameFormat };

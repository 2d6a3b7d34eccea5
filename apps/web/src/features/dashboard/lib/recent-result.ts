import { type GameOutcome, sideLetter } from '@oyna/shared';

/** The score of a game, side by side, with my side marked: `3 : 2` with my 3 in bold. */
export function scoreLine(
  scores: readonly number[],
  mySide: number,
): { side: string; score: number; mine: boolean }[] {
  return scores.map((score, side) => ({ side: sideLetter(side), score, mine: side === mySide }));
}

/** The chip of a result: win, draw, loss, or no-show (marked absent: no outcome). */
export type ResultChip = GameOutcome | 'no_show';

export function resultChip(outcome: GameOutcome | null): ResultChip {
  return outcome ?? 'no_show';
}

export const RESULT_CHIP_COLOR = {
  win: 'success',
  draw: 'info',
  loss: 'error',
  no_show: 'default',
} as const satisfies Record<ResultChip, 'success' | 'info' | 'error' | 'default'>;

/** Where the vote banner leads: the game waiting for my vote, or my past games when the server does not name it. */
export function voteLink(voteGameId: string | null | undefined): string {
  return voteGameId ? `/games/${voteGameId}` : '/games/mine?scope=past';
}

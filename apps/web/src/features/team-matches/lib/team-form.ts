import { TEAM_FORM_LENGTH, type GameOutcome, type TeamStats } from '@oyna/shared';

/** The letter a form chip shows for a result (its colour only repeats it). */
export const FORM_LETTER_KEYS = {
  win: 'team_matches.form.win_letter',
  draw: 'team_matches.form.draw_letter',
  loss: 'team_matches.form.loss_letter',
} as const satisfies Record<GameOutcome, string>;

/**
 * The form guide read left to right, oldest first and the latest on the right as football tables
 * show it, at most TEAM_FORM_LENGTH results (the API sends the latest first).
 */
export function formGuide(form: readonly GameOutcome[]): GameOutcome[] {
  return form.slice(0, TEAM_FORM_LENGTH).reverse();
}

/** Goal difference with its sign: `+3`, `0`, `−2` (a true minus sign). */
export function signedNumber(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${Math.abs(value)}`;
  return '0';
}

/** Per cent of matches won, rounded; null before any confirmed match. */
export function winPercentage(stats: Pick<TeamStats, 'played' | 'won'>): number | null {
  return stats.played === 0 ? null : Math.round((stats.won / stats.played) * 100);
}

/** Goals per match with one decimal; null before any confirmed match. */
export function perMatch(total: number, played: number): number | null {
  return played === 0 ? null : Math.round((total / played) * 10) / 10;
}

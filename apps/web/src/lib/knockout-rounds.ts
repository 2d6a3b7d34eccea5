import type { TFunction } from 'i18next';

/**
 * A part of a knockout as the bracket draws it: the main bracket, a double elimination's winners'
 * or losers' bracket, or its final.
 */
export type KnockoutPart = 'main' | 'winners' | 'losers' | 'final';

/** What a round of a knockout is called, counted from the end: final, semi-final, quarter-final, round of N. */
export type KnockoutRoundName =
  | { key: 'final' }
  | { key: 'semi_final' }
  | { key: 'quarter_final' }
  | { key: 'round_of'; teams: number }
  | { key: 'round'; round: number };

/**
 * The name of round `round` of a single-elimination part with `rounds` rounds: the last is the
 * final, the one before the semi-finals, then the quarter-finals, then the round of 16, 32...
 * A double-elimination part's rounds are numbered (their sizes do not halve).
 */
export function knockoutRoundName(part: KnockoutPart, round: number, rounds: number): KnockoutRoundName {
  if (part === 'final') return { key: 'final' };
  if (part !== 'main') return { key: 'round', round };
  const fromEnd = rounds - round;
  if (fromEnd === 0) return { key: 'final' };
  if (fromEnd === 1) return { key: 'semi_final' };
  if (fromEnd === 2) return { key: 'quarter_final' };
  return { key: 'round_of', teams: 2 ** (fromEnd + 1) };
}

/**
 * The words of a named round (`Final`, `Semi-finals`, `1/8 final`); null for a numbered one, which
 * the fixtures and the bracket word each in their own way.
 */
export function knockoutRoundWords(name: KnockoutRoundName, t: TFunction): string | null {
  if (name.key === 'round') return null;
  if (name.key === 'round_of') return t('competitions.bracket.round_of', { fraction: name.teams / 2 });
  return t(`competitions.bracket.${name.key}`);
}

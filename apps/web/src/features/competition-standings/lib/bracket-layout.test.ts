import { describe, expect, it } from 'vitest';
import {
  bracketPages,
  layoutBracket,
  layoutPart,
  openingPage,
  type BracketMatchLike,
} from './bracket-layout';

/** A single-elimination bracket of `size` places, as the engine numbers it. */
function bracketOf(size: number, thirdPlace = false): BracketMatchLike[] {
  const matches: BracketMatchLike[] = [];
  let round = 1;
  for (let count = size / 2; count >= 1; count /= 2, round += 1) {
    for (let order = 1; order <= count; order += 1) {
      matches.push({ id: `r${round}m${order}`, part: 'main', round, order });
    }
  }
  if (thirdPlace) matches.push({ id: 'third-place', part: 'third_place', round: 1, order: 1 });
  return matches;
}

describe('bracket layout', () => {
  it('puts each round in its own column, in order, whatever order the matches come in', () => {
    const columns = layoutPart([...bracketOf(8)].reverse());
    expect(columns.map((column) => column.round)).toEqual([1, 2, 3]);
    expect(columns.map((column) => column.matches.map((placed) => placed.match.id))).toEqual([
      ['r1m1', 'r1m2', 'r1m3', 'r1m4'],
      ['r2m1', 'r2m2'],
      ['r3m1'],
    ]);
  });

  it('places a match across the rows of the two matches that feed it, so connectors meet in the middle', () => {
    const [first, second, final] = layoutPart(bracketOf(8));
    expect(first?.matches.map(({ row, span }) => [row, span])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
    ]);
    expect(second?.matches.map(({ row, span, joinsPair }) => [row, span, joinsPair])).toEqual([
      [1, 2, true],
      [3, 2, true],
    ]);
    expect(final?.matches.map(({ row, span }) => [row, span])).toEqual([[1, 4]]);
    expect(first?.matches.every((placed) => !placed.joinsPair)).toBe(true);
  });

  it('keeps the rows of a losers round that is as long as the one before it (double elimination)', () => {
    const losers: BracketMatchLike[] = [
      { id: 'l1m1', part: 'losers', round: 1, order: 1 },
      { id: 'l1m2', part: 'losers', round: 1, order: 2 },
      { id: 'l2m1', part: 'losers', round: 2, order: 1 },
      { id: 'l2m2', part: 'losers', round: 2, order: 2 },
      { id: 'l3m1', part: 'losers', round: 3, order: 1 },
    ];
    const [, second, third] = layoutPart(losers);
    expect(second?.matches.map(({ row, continues }) => [row, continues])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(third?.matches[0]).toMatchObject({ row: 1, span: 2, joinsPair: true });
  });

  it('draws the third-place match apart and splits a double elimination into its brackets', () => {
    const single = layoutBracket(bracketOf(4, true));
    expect(single.sections.map((section) => section.part)).toEqual(['main']);
    expect(single.thirdPlace?.id).toBe('third-place');

    const double = layoutBracket<BracketMatchLike>([
      { id: 'w1m1', part: 'winners', round: 1, order: 1 },
      { id: 'l1m1', part: 'losers', round: 1, order: 1 },
      { id: 'final', part: 'final', round: 1, order: 1 },
      { id: 'final-reset', part: 'final_reset', round: 1, order: 1 },
    ]);
    expect(double.sections.map((section) => section.part)).toEqual(['winners', 'losers', 'final']);
    expect(double.sections[2]?.columns.map((column) => column.matches[0]?.match.id)).toEqual([
      'final',
      'final-reset',
    ]);
    expect(double.thirdPlace).toBeNull();
  });
});

describe('the bracket on a phone', () => {
  it('shows one round per page in playing order, the third-place match just before the final', () => {
    const pages = bracketPages(layoutBracket(bracketOf(8, true)));
    expect(pages.map((page) => page.key)).toEqual(['main-1', 'main-2', 'third_place', 'main-3']);
    expect(pages[0]?.matches).toHaveLength(4);
  });

  it('opens on the first round with a match to play, or on the final when everything is played', () => {
    const withStatus = (played: readonly string[]) =>
      bracketOf(4).map((match) => ({ ...match, status: played.includes(match.id) ? 'played' : 'scheduled' }));
    expect(openingPage(bracketPages(layoutBracket(withStatus(['r1m1'])))).valueOf()).toBe(0);
    expect(openingPage(bracketPages(layoutBracket(withStatus(['r1m1', 'r1m2']))))).toBe(1);
    expect(openingPage(bracketPages(layoutBracket(withStatus(['r1m1', 'r1m2', 'r2m1']))))).toBe(1);
  });
});

/**
 * How a knockout bracket is drawn: the matches of each part (the main bracket, or the winners' and
 * losers' brackets of a double elimination) in columns by round, each match placed on the rows
 * between the two matches that feed it, so the connectors meet in the middle. Pure: the view only
 * turns rows into grid lines.
 */

import type { BracketPartName } from '@oyna/shared';
import type { KnockoutPart } from '../../../lib/knockout-rounds';

/** What the layout needs of a match (the engine's resolved match and the contract's have these). */
export interface BracketMatchLike {
  id: string;
  part: BracketPartName;
  /** 1-based within its part. */
  round: number;
  /** 1-based, top to bottom. */
  order: number;
}

export interface PlacedMatch<M extends BracketMatchLike> {
  match: M;
  /** 1-based first grid row and the number of rows it spans. */
  row: number;
  span: number;
  /** Two matches of the previous column feed this one: draw the joining connector on its left. */
  joinsPair: boolean;
  /** One match of the previous column feeds this one: draw a straight connector. */
  continues: boolean;
}

export interface BracketColumn<M extends BracketMatchLike> {
  round: number;
  matches: PlacedMatch<M>[];
}

export interface BracketSection<M extends BracketMatchLike> {
  /** `main`, `winners`, `losers`, or `final` (the grand final and its replay, side by side). */
  part: KnockoutPart;
  /** Grid rows of the section: the first column's matches, each with its own row. */
  rows: number;
  columns: BracketColumn<M>[];
}

export interface BracketLayout<M extends BracketMatchLike> {
  sections: BracketSection<M>[];
  /** The third-place match, drawn apart under the final. */
  thirdPlace: M | null;
}

function byRoundThenOrder<M extends BracketMatchLike>(a: M, b: M): number {
  return a.round - b.round || a.order - b.order;
}

/** Places one part's rounds in columns. */
export function layoutPart<M extends BracketMatchLike>(matches: readonly M[]): BracketColumn<M>[] {
  const rounds = new Map<number, M[]>();
  for (const match of [...matches].sort(byRoundThenOrder)) {
    const list = rounds.get(match.round) ?? [];
    list.push(match);
    rounds.set(match.round, list);
  }
  const ordered = [...rounds.entries()].sort(([a], [b]) => a - b);
  const firstCount = ordered[0]?.[1].length ?? 0;
  const columns: BracketColumn<M>[] = [];
  let previous: PlacedMatch<M>[] = [];
  for (const [round, list] of ordered) {
    const halves = previous.length > 0 && previous.length === list.length * 2;
    const same = previous.length > 0 && previous.length === list.length;
    const placed = list.map((match, index): PlacedMatch<M> => {
      if (halves) {
        const top = previous[index * 2];
        const bottom = previous[index * 2 + 1];
        if (top && bottom) {
          return { match, row: top.row, span: top.span + bottom.span, joinsPair: true, continues: false };
        }
      }
      if (same) {
        const fed = previous[index];
        if (fed) return { match, row: fed.row, span: fed.span, joinsPair: false, continues: true };
      }
      // Anything else (a round of unexpected size): share the rows evenly.
      const span = Math.max(1, Math.floor(firstCount / list.length));
      return { match, row: index * span + 1, span, joinsPair: false, continues: false };
    });
    columns.push({ round, matches: placed });
    previous = placed;
  }
  return columns;
}

/** The whole bracket in sections: main (or winners, losers, final) and the third-place match. */
export function layoutBracket<M extends BracketMatchLike>(matches: readonly M[]): BracketLayout<M> {
  const of = (part: BracketPartName) => matches.filter((match) => match.part === part);
  const sections: BracketSection<M>[] = [];
  const add = (part: BracketSection<M>['part'], list: readonly M[]) => {
    if (list.length === 0) return;
    const columns = layoutPart(list);
    sections.push({ part, rows: columns[0]?.matches.length ?? 1, columns });
  };
  add('main', of('main'));
  add('winners', of('winners'));
  add('losers', of('losers'));
  // The grand final and its possible replay: one round each, drawn as two columns.
  const finals = [...of('final'), ...of('final_reset').map((match) => ({ ...match, round: 2 }))];
  if (finals.length > 0) {
    sections.push({
      part: 'final',
      rows: 1,
      columns: finals.map((match, index) => ({
        round: index + 1,
        matches: [{ match, row: 1, span: 1, joinsPair: false, continues: index > 0 }],
      })),
    });
  }
  return { sections, thirdPlace: of('third_place')[0] ?? null };
}

/** One page of the phone's bracket: a round of a part (or the third-place match) as a list. */
export interface BracketPage<M extends BracketMatchLike> {
  key: string;
  part: BracketSection<M>['part'] | 'third_place';
  round: number;
  /** Rounds in the part, for naming the round. */
  rounds: number;
  matches: M[];
}

/** The bracket as the phone shows it: one round at a time, in the order they are played. */
export function bracketPages<M extends BracketMatchLike>(layout: BracketLayout<M>): BracketPage<M>[] {
  const pages: BracketPage<M>[] = [];
  for (const section of layout.sections) {
    for (const column of section.columns) {
      pages.push({
        key: `${section.part}-${column.round}`,
        part: section.part,
        round: column.round,
        rounds: section.columns.length,
        matches: column.matches.map((placed) => placed.match),
      });
    }
  }
  if (layout.thirdPlace) {
    const finalAt = pages.findIndex((page) => page.part === 'main' && page.round === page.rounds);
    const third: BracketPage<M> = {
      key: 'third_place',
      part: 'third_place',
      round: 1,
      rounds: 1,
      matches: [layout.thirdPlace],
    };
    // The third-place match is played before the final: its page comes just before.
    if (finalAt >= 0) pages.splice(finalAt, 0, third);
    else pages.push(third);
  }
  return pages;
}

/** Statuses of a match still to be played (or confirmed). */
const TO_PLAY = new Set(['waiting', 'scheduled', 'awaiting_confirmation']);

/** The page a phone opens on: the first round with a match still to play, else the last round. */
export function openingPage(pages: readonly BracketPage<BracketMatchLike & { status: string }>[]): number {
  const open = pages.findIndex((page) => page.matches.some((match) => TO_PLAY.has(match.status)));
  return open >= 0 ? open : Math.max(0, pages.length - 1);
}

import type { Bracket } from '../fixtures/bracket-types.js';
import { resolveBracket } from '../fixtures/resolve-bracket.js';
import type { RoundRobinRound } from '../fixtures/round-robin.js';
import type { ScheduleMatch } from './types.js';

/** Round-robin rounds as matches to schedule, with ids `${prefix}r{round}m{n}`. */
export function roundRobinToSchedule(rounds: readonly RoundRobinRound[], prefix = ''): ScheduleMatch[] {
  return rounds.flatMap((round) =>
    round.matches.map((match, i) => ({
      id: `${prefix}r${round.round}m${i + 1}`,
      round: round.round,
      teams: [match.home, match.away],
    })),
  );
}

/**
 * A bracket's matches that may be played, as matches to schedule: byes and empty matches left
 * out, each after the matches that feed it (and, for group places, after `groupMatchIds` of that
 * group), rounds numbered from `firstRound` by the longest chain of feeders, so that a knockout
 * round is placed strictly after the rounds it depends on.
 */
export function bracketToSchedule(
  bracket: Bracket,
  options: { firstRound?: number; groupMatchIds?: Readonly<Record<string, readonly string[]>> } = {},
): ScheduleMatch[] {
  const resolved = new Map(resolveBracket(bracket).matches.map((match) => [match.id, match]));
  const playable = (id: string) => {
    const status = resolved.get(id)?.status;
    return status === 'waiting' || status === 'ready';
  };
  const depth = new Map<string, number>();
  const feedersOf = (id: string): string[] => {
    const match = bracket.matches.find((m) => m.id === id);
    if (!match) return [];
    return [match.home, match.away].flatMap((slot) => {
      if (slot.kind !== 'winner' && slot.kind !== 'loser') return [];
      // A bye's feeders feed through it.
      return playable(slot.match) ? [slot.match] : feedersOf(slot.match);
    });
  };
  const depthOf = (id: string): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    const value = 1 + Math.max(0, ...feedersOf(id).map(depthOf));
    depth.set(id, value);
    return value;
  };
  const first = options.firstRound ?? 1;
  return bracket.matches
    .filter((match) => playable(match.id))
    .map((match) => {
      const state = resolved.get(match.id);
      const groups = [match.home, match.away].flatMap((slot) => (slot.kind === 'group' ? [slot.group] : []));
      const after = [...feedersOf(match.id), ...groups.flatMap((g) => options.groupMatchIds?.[g] ?? [])];
      // The replay of a final comes after the final itself.
      if (match.part === 'final_reset') after.push('final');
      return {
        id: match.id,
        round: first - 1 + depthOf(match.id) + (match.part === 'final_reset' ? 1 : 0),
        teams: [state?.homeTeam, state?.awayTeam].filter((team): team is string => typeof team === 'string'),
        after: [...new Set(after)],
      };
    })
    .sort((a, b) => a.round - b.round);
}

import fc from 'fast-check';
import type { CardCounts, PlayedMatch } from '../standings/types.js';

export const teamIds = (count: number): string[] => Array.from({ length: count }, (_, i) => `t${i}`);

const cards: fc.Arbitrary<CardCounts | null> = fc.option(
  fc.record({
    yellow: fc.integer({ min: 0, max: 4 }),
    secondYellowRed: fc.integer({ min: 0, max: 1 }),
    directRed: fc.integer({ min: 0, max: 1 }),
    yellowDirectRed: fc.integer({ min: 0, max: 1 }),
  }),
  { freq: 3 },
);

/** A played match between two different teams of `count`, low scores so that ties are common. */
export const matchArbitrary = (count: number): fc.Arbitrary<PlayedMatch> =>
  fc
    .record({
      home: fc.integer({ min: 0, max: count - 1 }),
      shift: fc.integer({ min: 1, max: Math.max(1, count - 1) }),
      homeGoals: fc.integer({ min: 0, max: 4 }),
      awayGoals: fc.integer({ min: 0, max: 4 }),
      forfeit: fc.oneof(
        { weight: 12, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom('home' as const, 'away' as const) },
      ),
      homeCards: cards,
      awayCards: cards,
    })
    .map(({ home, shift, ...rest }) => ({
      ...rest,
      home: `t${home}`,
      away: `t${(home + shift) % count}`,
    }));

/** Teams and any matches among them (repeats allowed, as in double round robins and replays). */
export const tableArbitrary = (minTeams = 2, maxTeams = 8, maxMatches = 30) =>
  fc.integer({ min: minTeams, max: maxTeams }).chain((count) =>
    fc.record({
      teams: fc.constant(teamIds(count)),
      matches: fc.array(matchArbitrary(count), { maxLength: maxMatches }),
    }),
  );

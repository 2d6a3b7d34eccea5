import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceTeams, describeTeams } from './balance-teams.js';
import { BalanceError, type BalancePlayer, type BalanceResult, type TeamLock } from './types.js';
import { lockPicksArbitrary, locksFrom, playersArbitrary } from './testing/arbitraries.js';
import { bruteForceBest } from './testing/brute-force.js';

const teamCount = fc.integer({ min: 2, max: 4 });

const instance = (minPlayers: number, maxPlayers: number) =>
  fc
    .tuple(teamCount, playersArbitrary(minPlayers, maxPlayers), lockPicksArbitrary, fc.integer())
    .filter(([teams, players]) => players.length >= teams)
    .map(([teams, players, picks, seed]) => ({
      teams,
      players,
      locks: locksFrom(players, teams, picks),
      seed,
    }));

function teamOf(result: BalanceResult, id: string): number {
  return result.teams.findIndex((team) => team.players.some((player) => player.id === id));
}

function keeperCounts(result: BalanceResult): number[] {
  return result.teams.map((team) => team.mix.goalkeeper);
}

const player = (id: string, overrides: Partial<BalancePlayer> = {}): BalancePlayer => ({
  id,
  rating: 50,
  selfOverall: 50,
  gamesPlayed: 10,
  primaryPosition: 'centralMid',
  secondaryPositions: [],
  ...overrides,
});

describe('balanceTeams: two teams are exact', () => {
  it('the two-team split equals the brute-force optimum (position penalty, then spread)', () => {
    fc.assert(
      fc.property(playersArbitrary(2, 13), lockPicksArbitrary, (players, picks) => {
        const locks = locksFrom(players, 2, picks);
        const result = balanceTeams(players, { teams: 2, locks });
        expect(result.method).toBe('exact');
        expect({ penalty: result.positionPenalty, spread: result.spread }).toEqual(
          bruteForceBest(players, 2, locks),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('splits ten equal-skill players with two keepers one keeper per side and a spread of 0', () => {
    const players = [
      player('k1', { primaryPosition: 'goalkeeper', rating: 70, selfOverall: 70 }),
      player('k2', { primaryPosition: 'goalkeeper', rating: 30, selfOverall: 30 }),
      ...Array.from({ length: 8 }, (_, i) =>
        player(`f${i}`, { rating: 40 + 5 * i, selfOverall: 40 + 5 * i }),
      ),
    ];
    const result = balanceTeams(players, { teams: 2 });
    expect(keeperCounts(result)).toEqual([1, 1]);
    expect(result.spread).toBe(0);
    expect(result.teams.map((team) => team.players.length)).toEqual([5, 5]);
  });
});

describe('balanceTeams: three and four teams', () => {
  const small = fc.oneof(
    fc.tuple(fc.constant(3), playersArbitrary(3, 9)),
    fc.tuple(fc.constant(4), playersArbitrary(4, 8)),
  );

  it('the heuristic reaches the brute-force optimum on small three- and four-team games', () => {
    fc.assert(
      fc.property(small, lockPicksArbitrary, fc.integer(), ([teams, players], picks, seed) => {
        const locks = locksFrom(players, teams, picks);
        const result = balanceTeams(players, { teams, locks, seed, timeBudgetMs: 60_000 });
        expect(result.method).toBe('heuristic');
        expect({ penalty: result.positionPenalty, spread: result.spread }).toEqual(
          bruteForceBest(players, teams, locks),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('a split above the integrality bound is proven optimal by the branch and bound', () => {
    const players = [10, 20, 30, 40].map((s, i) => player(`p${i}`, { rating: s, selfOverall: s }));
    const result = balanceTeams(players, { teams: 4 });
    expect(result).toMatchObject({ spread: 30, spreadLowerBound: 0, optimal: true, timedOut: false });
  });

  it('a spent time budget stops the search and says so', () => {
    const players = [10, 20, 30, 40].map((s, i) => player(`p${i}`, { rating: s, selfOverall: s }));
    const result = balanceTeams(players, { teams: 4, timeBudgetMs: 0 });
    expect(result).toMatchObject({ timedOut: true, optimal: false });
    expect(result.teams.map((team) => team.players.length)).toEqual([1, 1, 1, 1]);
  });

  it('a result marked optimal has the brute-force optimum', () => {
    fc.assert(
      fc.property(small, fc.integer(), ([teams, players], seed) => {
        const result = balanceTeams(players, { teams, seed });
        if (result.optimal) expect(result.spread).toBe(bruteForceBest(players, teams).spread);
      }),
      { numRuns: 100 },
    );
  });
});

describe('balanceTeams: rules that always hold', () => {
  it('team sizes differ by at most one and every player is in exactly one team', () => {
    fc.assert(
      fc.property(instance(2, 32), ({ teams, players, locks, seed }) => {
        const result = balanceTeams(players, { teams, locks, seed });
        const sizes = result.teams.map((team) => team.players.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        const ids = result.teams.flatMap((team) => team.players.map((p) => p.id)).sort();
        expect(ids).toEqual(players.map((p) => p.id).sort());
      }),
      { numRuns: 150 },
    );
  });

  it('goalkeepers are split: one per team when there are enough, never two where another team has none', () => {
    fc.assert(
      fc.property(instance(2, 32), ({ teams, players, seed }) => {
        const result = balanceTeams(players, { teams, seed });
        const keepers = keeperCounts(result);
        const total = keepers.reduce((a, b) => a + b, 0);
        expect(Math.max(...keepers) - Math.min(...keepers)).toBeLessThanOrEqual(1);
        if (total >= teams) expect(Math.min(...keepers)).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 150 },
    );
  });

  it('without locks every line is as even as possible (counts differ by at most one)', () => {
    fc.assert(
      fc.property(instance(2, 32), ({ teams, players, seed }) => {
        const result = balanceTeams(players, { teams, seed });
        expect(result.positionPenalty).toBe(0);
        for (const line of ['goalkeeper', 'defender', 'midfielder', 'attacker'] as const) {
          const counts = result.teams.map((team) => team.mix[line]);
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('locked players stay in the team they are locked to', () => {
    fc.assert(
      fc.property(instance(2, 32), ({ teams, players, locks, seed }) => {
        const result = balanceTeams(players, { teams, locks, seed });
        for (const lock of locks) expect(teamOf(result, lock.playerId)).toBe(lock.team);
        const locked = result.teams.flatMap((team) => team.players.filter((p) => p.locked).map((p) => p.id));
        expect(locked.sort()).toEqual(locks.map((lock) => lock.playerId).sort());
      }),
      { numRuns: 150 },
    );
  });

  it('the same players and seed give the same teams', () => {
    fc.assert(
      fc.property(instance(2, 32), ({ teams, players, locks, seed }) => {
        // A budget the work cap always stops first, so a busy machine cannot cut either run short.
        const options = { teams, locks, seed, timeBudgetMs: 60_000 };
        const first = balanceTeams(players, options);
        const second = balanceTeams(structuredClone(players), options);
        expect(second.timedOut || first.timedOut).toBe(false);
        expect(second).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });

  it('reports each team strength as the sum of its players and the spread as strongest minus weakest', () => {
    fc.assert(
      fc.property(instance(2, 32), ({ teams, players, locks, seed }) => {
        const result = balanceTeams(players, { teams, locks, seed });
        const strengths = result.teams.map((team) => team.players.reduce((sum, p) => sum + p.strength, 0));
        expect(result.teams.map((team) => team.strength)).toEqual(strengths);
        expect(result.spread).toBe(Math.max(...strengths) - Math.min(...strengths));
        expect(result.spread).toBeGreaterThanOrEqual(result.spreadLowerBound);
      }),
      { numRuns: 100 },
    );
  });

  it('two teams of more than 40 players keep the rules with the heuristic', () => {
    const players = Array.from({ length: 45 }, (_, i) =>
      player(`p${i}`, {
        rating: (i * 37) % 101,
        selfOverall: (i * 53) % 101,
        primaryPosition:
          i < 3 ? 'goalkeeper' : i % 3 === 0 ? 'leftBack' : i % 3 === 1 ? 'centralMid' : 'striker',
      }),
    );
    const result = balanceTeams(players, { teams: 2, locks: [{ playerId: 'p7', team: 1 }] });
    expect(result.method).toBe('heuristic');
    expect(result.teams.map((team) => team.players.length).sort()).toEqual([22, 23]);
    expect(keeperCounts(result).sort()).toEqual([1, 2]);
    expect(result.positionPenalty).toBe(0);
    expect(teamOf(result, 'p7')).toBe(1);
    expect(result.spread).toBeLessThanOrEqual(result.spreadLowerBound + 1);
  });

  it('rebalancing around locks moves only the unlocked players', () => {
    const players = Array.from({ length: 12 }, (_, i) =>
      player(`p${i}`, {
        rating: 30 + 5 * i,
        selfOverall: 30 + 5 * i,
        primaryPosition: i < 2 ? 'goalkeeper' : 'striker',
      }),
    );
    const locks: TeamLock[] = [
      { playerId: 'p11', team: 0 },
      { playerId: 'p10', team: 0 },
    ];
    const result = balanceTeams(players, { teams: 2, locks });
    expect(teamOf(result, 'p11')).toBe(0);
    expect(teamOf(result, 'p10')).toBe(0);
    expect(keeperCounts(result)).toEqual([1, 1]);
    expect(result.spread).toBe(bruteForceBest(players, 2, locks).spread);
  });
});

describe('balanceTeams: bad input', () => {
  const six = Array.from({ length: 6 }, (_, i) => player(`p${i}`));

  const errorOf = (run: () => unknown): BalanceError => {
    try {
      run();
    } catch (error) {
      if (error instanceof BalanceError) return error;
      throw error;
    }
    throw new Error('expected a BalanceError');
  };

  it.each([1, 5, 2.5, Number.NaN])('refuses %s teams', (teams) => {
    expect(errorOf(() => balanceTeams(six, { teams })).code).toBe('team_count_out_of_range');
  });

  it('refuses fewer players than teams', () => {
    expect(errorOf(() => balanceTeams(six.slice(0, 3), { teams: 4 })).code).toBe('too_few_players');
  });

  it('refuses a lock to a team that does not exist', () => {
    const error = errorOf(() => balanceTeams(six, { teams: 2, locks: [{ playerId: 'p1', team: 2 }] }));
    expect(error.code).toBe('lock_to_missing_team');
    expect(error.playerId).toBe('p1');
  });

  it('refuses a lock of a player who is not in the game, and a player locked twice', () => {
    expect(errorOf(() => balanceTeams(six, { teams: 2, locks: [{ playerId: 'x', team: 0 }] })).code).toBe(
      'unknown_locked_player',
    );
    const twice = [
      { playerId: 'p1', team: 0 },
      { playerId: 'p1', team: 1 },
    ];
    expect(errorOf(() => balanceTeams(six, { teams: 2, locks: twice })).code).toBe('duplicate_lock');
  });

  it('refuses locks that would make team sizes differ by more than one', () => {
    const locks = ['p0', 'p1', 'p2', 'p3'].map((playerId) => ({ playerId, team: 0 }));
    expect(errorOf(() => balanceTeams(six, { teams: 2, locks })).code).toBe('locks_unbalanced');
    // 7 players in 3 teams: one team of 3 is fine, two are not.
    const seven = [...six, player('p6')];
    const two = [
      ...['p0', 'p1', 'p2'].map((playerId) => ({ playerId, team: 0 })),
      ...['p3', 'p4', 'p5'].map((playerId) => ({ playerId, team: 1 })),
    ];
    expect(errorOf(() => balanceTeams(seven, { teams: 3, locks: two })).code).toBe('locks_unbalanced');
    expect(balanceTeams(seven, { teams: 3, locks: two.slice(0, 5) }).teams[0]?.players).toHaveLength(3);
  });

  it('refuses duplicate players and scores outside 0-100', () => {
    expect(errorOf(() => balanceTeams([...six, player('p0')], { teams: 2 })).code).toBe('duplicate_player');
    const bad = [...six.slice(1), player('p0', { rating: 101 })];
    expect(errorOf(() => balanceTeams(bad, { teams: 2 })).code).toBe('invalid_player');
    const negative = [...six.slice(1), player('p0', { gamesPlayed: -1 })];
    expect(errorOf(() => balanceTeams(negative, { teams: 2 })).code).toBe('invalid_player');
  });
});

describe('describeTeams', () => {
  it('describes teams arranged by hand with the same strengths, lines and spread', () => {
    const players = [
      player('a', { rating: 80, selfOverall: 80, primaryPosition: 'goalkeeper' }),
      player('b', { rating: 60, selfOverall: 60, secondaryPositions: ['striker'] }),
      player('c', { rating: 40, selfOverall: 40 }),
      player('d', { rating: 20, selfOverall: 20, primaryPosition: 'leftBack' }),
    ];
    const result = describeTeams(players, [
      ['a', 'c'],
      ['b', 'd'],
    ]);
    expect(result.method).toBe('manual');
    expect(result.teams.map((team) => team.strength)).toEqual([120, 80]);
    expect(result.spread).toBe(40);
    expect(result.teams[1]?.mix).toEqual({ goalkeeper: 0, defender: 1, midfielder: 1, attacker: 0 });
    expect(result.teams[1]?.cover).toEqual({ goalkeeper: 0, defender: 1, midfielder: 1, attacker: 1 });
  });

  it('refuses a player left out of every team or put in two', () => {
    const players = [player('a'), player('b'), player('c')];
    expect(() => describeTeams(players, [['a'], ['b']])).toThrow(BalanceError);
    expect(() =>
      describeTeams(players, [
        ['a', 'c'],
        ['b', 'c'],
      ]),
    ).toThrow(BalanceError);
  });
});

import { describe, expect, it } from 'vitest';
import { CompetitionError } from '../errors.js';
import { computeStandings } from './compute-standings.js';
import { computeGroupStandings } from './group-standings.js';
import { fairPlayPoints } from './tally.js';
import type { PlayedMatch, TiebreakSetting } from './types.js';

const m = (home: string, homeGoals: number, awayGoals: number, away: string): PlayedMatch => ({
  home,
  away,
  homeGoals,
  awayGoals,
});
const teamsOf = (rows: { team: string }[]) => rows.map((r) => r.team);

describe('forfeits', () => {
  it('a forfeit counts 3-0 for the other side whatever score was typed', () => {
    const rows = computeStandings(['a', 'b'], [{ ...m('a', 2, 1, 'b'), forfeit: 'home' }], { lotsSeed: 1 });
    expect(rows[0]).toMatchObject({ team: 'b', won: 1, goalsFor: 3, goalsAgainst: 0, points: 3 });
    expect(rows[1]).toMatchObject({ team: 'a', lost: 1, goalsFor: 0, goalsAgainst: 3, points: 0 });
  });

  it('an away forfeit gives the home side the 3-0', () => {
    const rows = computeStandings(['a', 'b'], [{ ...m('a', 0, 5, 'b'), forfeit: 'away' }], { lotsSeed: 1 });
    expect(rows[0]).toMatchObject({ team: 'a', goalsFor: 3, goalsAgainst: 0, awayGoalsFor: 0 });
  });
});

describe('fair play', () => {
  it("uses FIFA's deductions: yellow 1, second yellow 3, direct red 4, yellow then direct red 5", () => {
    expect(fairPlayPoints({ yellow: 1 }, 'a')).toBe(-1);
    expect(fairPlayPoints({ secondYellowRed: 1 }, 'a')).toBe(-3);
    expect(fairPlayPoints({ directRed: 1 }, 'a')).toBe(-4);
    expect(fairPlayPoints({ yellowDirectRed: 1 }, 'a')).toBe(-5);
    expect(fairPlayPoints({ yellow: 3, secondYellowRed: 1, directRed: 1, yellowDirectRed: 1 }, 'a')).toBe(
      -15,
    );
    expect(fairPlayPoints(null, 'a')).toBe(0);
  });

  it('refuses a negative or fractional card count', () => {
    expect(() => fairPlayPoints({ yellow: -1 }, 'a')).toThrow(CompetitionError);
    expect(() => fairPlayPoints({ yellow: 1.5 }, 'a')).toThrow(CompetitionError);
  });
});

describe('head-to-head applied again to the teams still tied', () => {
  // a, b and c are level on 6 points. Among the three: c has the most goals (3), a and b are
  // level on points, difference and goals; a beat b. Overall, b has by far the best difference.
  const matches = [
    m('a', 1, 0, 'b'),
    m('a', 1, 2, 'c'),
    m('b', 2, 1, 'c'),
    m('a', 1, 0, 'd'),
    m('b', 5, 0, 'd'),
    m('c', 1, 0, 'd'),
  ];
  const rank = (tiebreak: TiebreakSetting) =>
    computeStandings(['a', 'b', 'c', 'd'], matches, { tiebreak, lotsSeed: 'x' });

  it('fifa_2026: c first on head-to-head goals, then a above b on their own match', () => {
    const rows = rank({ order: 'fifa_2026' });
    expect(teamsOf(rows)).toEqual(['c', 'a', 'b', 'd']);
    expect(rows.map((r) => r.separatedBy)).toEqual(['h2h_goals_for', 'h2h_points', 'points', null]);
  });

  it('without re-application the two still tied go on to the overall goal difference', () => {
    const rows = rank({
      order: 'custom',
      criteria: ['h2h_points', 'h2h_goal_difference', 'h2h_goals_for', 'goal_difference'],
      reapplyHeadToHead: false,
    });
    expect(teamsOf(rows)).toEqual(['c', 'b', 'a', 'd']);
    expect(rows[1]?.separatedBy).toBe('goal_difference');
  });

  it('fifa_2018: overall goal difference first, then goals', () => {
    const rows = rank({ order: 'fifa_2018' });
    expect(teamsOf(rows)).toEqual(['b', 'c', 'a', 'd']);
    expect(rows.map((r) => r.separatedBy)).toEqual(['goal_difference', 'goals_for', 'points', null]);
  });
});

describe('drawing lots', () => {
  const teams = Array.from({ length: 6 }, (_, i) => `team-${i}`);

  it('orders teams level on everything by the stored seed, the same on every read', () => {
    const first = computeStandings(teams, [], { lotsSeed: 'cup-7' });
    const again = computeStandings([...teams].reverse(), [], { lotsSeed: 'cup-7' });
    expect(teamsOf(again)).toEqual(teamsOf(first));
    expect(first.slice(0, -1).every((r) => r.separatedBy === 'lots')).toBe(true);
  });

  it('another seed can give another order', () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        teamsOf(computeStandings(teams, [], { lotsSeed: seed })).join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('points and adjustments', () => {
  it('uses the configured points for a win, a draw and a loss', () => {
    const rows = computeStandings(['a', 'b', 'c'], [m('a', 1, 0, 'b'), m('b', 1, 1, 'c')], {
      points: { win: 2, draw: 1, loss: 0 },
      lotsSeed: 1,
    });
    expect(rows.map((r) => [r.team, r.points])).toEqual([
      ['a', 2],
      ['c', 1],
      ['b', 1],
    ]);
  });

  it('a deduction decided by the organizer moves a team down', () => {
    const rows = computeStandings(['a', 'b'], [m('a', 1, 0, 'b')], {
      lotsSeed: 1,
      adjustments: [{ team: 'a', points: -4 }],
    });
    expect(rows.map((r) => [r.team, r.points])).toEqual([
      ['b', 0],
      ['a', -1],
    ]);
  });

  it('refuses points where a win is not worth more than a draw', () => {
    expect(() =>
      computeStandings(['a', 'b'], [], { lotsSeed: 1, points: { win: 1, draw: 1, loss: 0 } }),
    ).toThrow(expect.objectContaining({ code: 'invalid_points' }));
  });
});

describe('bad input', () => {
  const code = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return (error as CompetitionError).code;
    }
    return null;
  };

  it('names the problem with a stable code', () => {
    expect(code(() => computeStandings(['a', 'a'], [], { lotsSeed: 1 }))).toBe('duplicate_team');
    expect(code(() => computeStandings(['a'], [m('a', 1, 0, 'z')], { lotsSeed: 1 }))).toBe('unknown_team');
    expect(code(() => computeStandings(['a'], [m('a', 1, 0, 'a')], { lotsSeed: 1 }))).toBe(
      'team_plays_itself',
    );
    expect(code(() => computeStandings(['a', 'b'], [m('a', -1, 0, 'b')], { lotsSeed: 1 }))).toBe(
      'invalid_score',
    );
    expect(
      code(() =>
        computeStandings(['a', 'b'], [], {
          lotsSeed: 1,
          tiebreak: { order: 'custom', criteria: ['lots', 'goals_for'], reapplyHeadToHead: false },
        }),
      ),
    ).toBe('invalid_tiebreak_order');
    expect(
      code(() =>
        computeStandings(['a', 'b'], [], {
          lotsSeed: 1,
          tiebreak: { order: 'custom', criteria: ['wins', 'wins'], reapplyHeadToHead: false },
        }),
      ),
    ).toBe('invalid_tiebreak_order');
  });
});

describe('group tables', () => {
  const groups = [
    { id: 'A', teams: ['a1', 'a2'] },
    { id: 'B', teams: ['b1', 'b2'] },
  ];

  it('computes each group from its own matches', () => {
    const tables = computeGroupStandings(groups, [m('a1', 0, 1, 'a2'), m('b1', 2, 0, 'b2')], { lotsSeed: 1 });
    expect(tables.map((t) => [t.group, teamsOf(t.rows)])).toEqual([
      ['A', ['a2', 'a1']],
      ['B', ['b1', 'b2']],
    ]);
  });

  it('refuses a match between two groups and a team in two groups', () => {
    expect(() => computeGroupStandings(groups, [m('a1', 0, 1, 'b1')], { lotsSeed: 1 })).toThrow(
      expect.objectContaining({ code: 'match_across_groups' }),
    );
    expect(() => computeGroupStandings([...groups, { id: 'C', teams: ['a1'] }], [], { lotsSeed: 1 })).toThrow(
      expect.objectContaining({ code: 'team_in_two_groups' }),
    );
  });
});

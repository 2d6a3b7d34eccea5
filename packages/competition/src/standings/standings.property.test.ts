import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tableArbitrary } from '../testing/arbitraries.js';
import { computeStandings } from './compute-standings.js';
import type { StandingRow, TiebreakSetting } from './types.js';

const settings = fc.constantFrom<TiebreakSetting>(
  { order: 'fifa_2026' },
  { order: 'fifa_2018' },
  {
    order: 'custom',
    criteria: ['wins', 'h2h_points', 'h2h_away_goals_for', 'away_goals_for', 'fair_play'],
    reapplyHeadToHead: true,
  },
  { order: 'custom', criteria: [], reapplyHeadToHead: false },
);
const seed = fc.oneof(fc.integer(), fc.string({ maxLength: 8 }));
const RUNS = { numRuns: 300 };

function byTeam(rows: StandingRow[]): Map<string, StandingRow> {
  return new Map(rows.map((row) => [row.team, row]));
}

describe('standings properties', () => {
  it('the order of the matches and of the teams never changes the table', () => {
    fc.assert(
      fc.property(
        tableArbitrary(),
        settings,
        seed,
        fc.infiniteStream(fc.integer()),
        ({ teams, matches }, tiebreak, lotsSeed, keys) => {
          const key = [...keys.take(matches.length + teams.length)];
          const shuffledMatches = matches
            .map((match, i) => ({ match, k: key[i] ?? 0 }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.match);
          const shuffledTeams = [...teams].reverse();
          const table = computeStandings(teams, matches, { tiebreak, lotsSeed });
          expect(computeStandings(shuffledTeams, shuffledMatches, { tiebreak, lotsSeed })).toEqual(table);
        },
      ),
      RUNS,
    );
  });

  it('points are 3 per win and 1 per draw; goal differences sum to 0', () => {
    fc.assert(
      fc.property(tableArbitrary(), settings, ({ teams, matches }, tiebreak) => {
        const rows = computeStandings(teams, matches, { tiebreak, lotsSeed: 5 });
        for (const row of rows) {
          expect(row.points).toBe(3 * row.won + row.drawn);
          expect(row.played).toBe(row.won + row.drawn + row.lost);
          expect(row.goalDifference).toBe(row.goalsFor - row.goalsAgainst);
        }
        expect(rows.reduce((sum, row) => sum + row.goalDifference, 0)).toBe(0);
        expect(rows.reduce((sum, row) => sum + row.played, 0)).toBe(2 * matches.length);
      }),
      RUNS,
    );
  });

  it("a team's row counts only its own matches", () => {
    fc.assert(
      fc.property(tableArbitrary(3), settings, ({ teams, matches }, tiebreak) => {
        const rows = byTeam(computeStandings(teams, matches, { tiebreak, lotsSeed: 5 }));
        for (const team of teams) {
          const own = matches.filter((match) => match.home === team || match.away === team);
          const alone = byTeam(computeStandings(teams, own, { tiebreak, lotsSeed: 5 })).get(team);
          const row = rows.get(team);
          expect(row?.played).toBe(own.length);
          const record = (r?: StandingRow) =>
            r && [r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.points, r.fairPlay, r.awayGoalsFor];
          expect(record(row)).toEqual(record(alone));
        }
      }),
      RUNS,
    );
  });

  it('positions run 1..n, points never rise down the table, and each separator really separates', () => {
    fc.assert(
      fc.property(tableArbitrary(), settings, seed, ({ teams, matches }, tiebreak, lotsSeed) => {
        const rows = computeStandings(teams, matches, { tiebreak, lotsSeed });
        expect(rows.map((r) => r.position)).toEqual(teams.map((_, i) => i + 1));
        expect(new Set(rows.map((r) => r.team)).size).toBe(teams.length);
        expect(rows[rows.length - 1]?.separatedBy).toBeNull();
        rows.slice(0, -1).forEach((row, i) => {
          const next = rows[i + 1] as StandingRow;
          expect(row.points).toBeGreaterThanOrEqual(next.points);
          const overall: Partial<Record<string, (r: StandingRow) => number>> = {
            points: (r) => r.points,
            goal_difference: (r) => r.goalDifference,
            goals_for: (r) => r.goalsFor,
            away_goals_for: (r) => r.awayGoalsFor,
            wins: (r) => r.won,
            fair_play: (r) => r.fairPlay,
          };
          const value = overall[row.separatedBy ?? ''];
          if (value) expect(value(row)).toBeGreaterThan(value(next));
          if (row.separatedBy !== 'points') expect(row.points).toBe(next.points);
        });
      }),
      RUNS,
    );
  });

  it('fifa_2018 sorts by points, then goal difference, then goals scored', () => {
    fc.assert(
      fc.property(tableArbitrary(), ({ teams, matches }) => {
        const rows = computeStandings(teams, matches, { tiebreak: { order: 'fifa_2018' }, lotsSeed: 1 });
        const key = (r: StandingRow) => [r.points, r.goalDifference, r.goalsFor];
        rows.slice(0, -1).forEach((row, i) => {
          const [a, b] = [key(row), key(rows[i + 1] as StandingRow)];
          const first = a.findIndex((v, k) => v !== b[k]);
          if (first >= 0) expect(a[first]).toBeGreaterThan(b[first] as number);
        });
      }),
      RUNS,
    );
  });

  it('fifa_2026: of exactly two teams level on points, the one with more points between them is above', () => {
    fc.assert(
      fc.property(tableArbitrary(2, 6, 20), ({ teams, matches }) => {
        const rows = computeStandings(teams, matches, { tiebreak: { order: 'fifa_2026' }, lotsSeed: 1 });
        rows.slice(0, -1).forEach((upper, i) => {
          const lower = rows[i + 1] as StandingRow;
          const level = rows.filter((r) => r.points === upper.points);
          if (level.length !== 2 || lower.points !== upper.points) return;
          const between = matches.filter(
            (x) => [x.home, x.away].includes(upper.team) && [x.home, x.away].includes(lower.team),
          );
          const pair = computeStandings([upper.team, lower.team], between, { lotsSeed: 1 });
          const pts = (team: string) => pair.find((r) => r.team === team)?.points ?? 0;
          expect(pts(upper.team)).toBeGreaterThanOrEqual(pts(lower.team));
        });
      }),
      RUNS,
    );
  });
});

/**
 * Published tables reproduced exactly from their match results. Sources: FIFA's and UEFA's
 * official tables as reprinted by the tournament pages (World Cup 2018 Group H, Euro 2020
 * Group F, Euro 2024 Group E, Champions League 2018-19 Group C).
 */
import { describe, expect, it } from 'vitest';
import { computeStandings } from './compute-standings.js';
import type { PlayedMatch, StandingRow, TiebreakSetting } from './types.js';

const match = (home: string, homeGoals: number, awayGoals: number, away: string): PlayedMatch => ({
  home,
  away,
  homeGoals,
  awayGoals,
});

/** [team, played, won, drawn, lost, goals for, goals against, points] as the published table prints it. */
type PublishedRow = [string, number, number, number, number, number, number, number];

function asPublished(rows: StandingRow[]): PublishedRow[] {
  return rows.map((r) => [r.team, r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.points]);
}

describe('World Cup 2018 Group H: Japan above Senegal on fair play', () => {
  // Cards as published for the two tied teams (FIFA fair play: Japan −4, Senegal −6); the other
  // two teams' cards do not matter for any place and are left out.
  const matches: PlayedMatch[] = [
    { ...match('Colombia', 1, 2, 'Japan'), awayCards: { yellow: 1 } },
    { ...match('Poland', 1, 2, 'Senegal'), awayCards: { yellow: 2 } },
    { ...match('Japan', 2, 2, 'Senegal'), homeCards: { yellow: 2 }, awayCards: { yellow: 3 } },
    match('Poland', 0, 3, 'Colombia'),
    { ...match('Japan', 0, 1, 'Poland'), homeCards: { yellow: 1 } },
    { ...match('Senegal', 0, 1, 'Colombia'), homeCards: { yellow: 1 } },
  ];
  const teams = ['Poland', 'Senegal', 'Colombia', 'Japan'];
  const published: PublishedRow[] = [
    ['Colombia', 3, 2, 0, 1, 5, 2, 6],
    ['Japan', 3, 1, 1, 1, 4, 4, 4],
    ['Senegal', 3, 1, 1, 1, 4, 4, 4],
    ['Poland', 3, 1, 0, 2, 2, 5, 3],
  ];

  it.each<TiebreakSetting>([{ order: 'fifa_2018' }, { order: 'fifa_2026' }])(
    'reproduces the published table under %o, second place decided by fair play',
    (tiebreak) => {
      const rows = computeStandings(teams, matches, { tiebreak, lotsSeed: 'wc2018-h' });
      expect(asPublished(rows)).toEqual(published);
      expect(rows.map((r) => r.fairPlay).slice(1, 3)).toEqual([-4, -6]);
      expect(rows.map((r) => r.separatedBy)).toEqual(['points', 'fair_play', 'points', null]);
    },
  );
});

describe('Euro 2020 Group F: Germany above Portugal on head-to-head', () => {
  const matches = [
    match('Hungary', 0, 3, 'Portugal'),
    match('France', 1, 0, 'Germany'),
    match('Hungary', 1, 1, 'France'),
    match('Portugal', 2, 4, 'Germany'),
    match('Portugal', 2, 2, 'France'),
    match('Germany', 2, 2, 'Hungary'),
  ];
  const teams = ['Hungary', 'Portugal', 'France', 'Germany'];

  it('reproduces the published table under the head-to-head-first order (fifa_2026)', () => {
    const rows = computeStandings(teams, matches, { tiebreak: { order: 'fifa_2026' }, lotsSeed: 1 });
    expect(asPublished(rows)).toEqual([
      ['France', 3, 1, 2, 0, 4, 3, 5],
      ['Germany', 3, 1, 1, 1, 6, 5, 4],
      ['Portugal', 3, 1, 1, 1, 7, 6, 4],
      ['Hungary', 3, 0, 2, 1, 3, 6, 2],
    ]);
    expect(rows[1]?.separatedBy).toBe('h2h_points');
  });

  it('puts Portugal second under the goal-difference-first order (fifa_2018): more goals scored', () => {
    const rows = computeStandings(teams, matches, { tiebreak: { order: 'fifa_2018' }, lotsSeed: 1 });
    expect(rows.map((r) => r.team)).toEqual(['France', 'Portugal', 'Germany', 'Hungary']);
    expect(rows[1]?.separatedBy).toBe('goals_for');
  });
});

describe('Euro 2024 Group E: all four teams on 4 points', () => {
  const matches = [
    match('Romania', 3, 0, 'Ukraine'),
    match('Belgium', 0, 1, 'Slovakia'),
    match('Slovakia', 1, 2, 'Ukraine'),
    match('Belgium', 2, 0, 'Romania'),
    match('Slovakia', 1, 1, 'Romania'),
    match('Ukraine', 0, 0, 'Belgium'),
  ];

  it('reproduces the published order: head-to-head among all four is the whole group', () => {
    const rows = computeStandings(['Belgium', 'Slovakia', 'Romania', 'Ukraine'], matches, {
      tiebreak: { order: 'fifa_2026' },
      lotsSeed: 'euro2024-e',
    });
    expect(asPublished(rows)).toEqual([
      ['Romania', 3, 1, 1, 1, 4, 3, 4],
      ['Belgium', 3, 1, 1, 1, 2, 1, 4],
      ['Slovakia', 3, 1, 1, 1, 3, 3, 4],
      ['Ukraine', 3, 1, 1, 1, 2, 4, 4],
    ]);
    expect(rows.map((r) => r.separatedBy)).toEqual([
      'h2h_goals_for',
      'h2h_goal_difference',
      'h2h_goal_difference',
      null,
    ]);
  });
});

describe('Champions League 2018-19 Group C: a double round robin, Liverpool above Napoli on goals', () => {
  // UEFA's club order of that season: head-to-head points, goal difference, goals, away goals
  // (applied again to those still tied), then overall goal difference, goals, away goals, wins.
  const uefaClubs2018: TiebreakSetting = {
    order: 'custom',
    criteria: [
      'h2h_points',
      'h2h_goal_difference',
      'h2h_goals_for',
      'h2h_away_goals_for',
      'goal_difference',
      'goals_for',
      'away_goals_for',
      'wins',
    ],
    reapplyHeadToHead: true,
  };
  const matches = [
    match('Liverpool', 3, 2, 'PSG'),
    match('Red Star', 0, 0, 'Napoli'),
    match('PSG', 6, 1, 'Red Star'),
    match('Napoli', 1, 0, 'Liverpool'),
    match('Liverpool', 4, 0, 'Red Star'),
    match('PSG', 2, 2, 'Napoli'),
    match('Red Star', 2, 0, 'Liverpool'),
    match('Napoli', 1, 1, 'PSG'),
    match('PSG', 2, 1, 'Liverpool'),
    match('Napoli', 3, 1, 'Red Star'),
    match('Liverpool', 1, 0, 'Napoli'),
    match('Red Star', 1, 4, 'PSG'),
  ];

  it('reproduces the published table', () => {
    const rows = computeStandings(['PSG', 'Liverpool', 'Napoli', 'Red Star'], matches, {
      tiebreak: uefaClubs2018,
      lotsSeed: 'ucl',
    });
    expect(asPublished(rows)).toEqual([
      ['PSG', 6, 3, 2, 1, 17, 9, 11],
      ['Liverpool', 6, 3, 0, 3, 9, 7, 9],
      ['Napoli', 6, 2, 3, 1, 7, 5, 9],
      ['Red Star', 6, 1, 1, 4, 5, 17, 4],
    ]);
    expect(rows.map((r) => r.separatedBy)).toEqual(['points', 'goals_for', 'points', null]);
  });
});

import type { CompetitionMatch } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import {
  competitionResultProblem,
  initialCompetitionResult,
  lineupLimits,
  setPlayed,
  toCompetitionResultBody,
  withDefaultLineup,
  type CompetitionResultForm,
} from './result-form';

const five = (prefix: string) => Array.from({ length: 5 }, (_, index) => `${prefix}${index + 1}`);
const limits = { min: 5, max: 6 };

const form = (changes: Partial<CompetitionResultForm> = {}): CompetitionResultForm => ({
  homeScore: 2,
  awayScore: 1,
  forfeit: null,
  penaltiesWinner: null,
  scorers: [],
  cards: [],
  lineups: { home: five('h'), away: five('a') },
  ...changes,
});

describe('a competition result', () => {
  it('needs a penalties winner for a level knockout match, not for a level league match', () => {
    expect(competitionResultProblem(form({ homeScore: 1, awayScore: 1 }), true, limits)).toBe(
      'penalties_needed',
    );
    expect(competitionResultProblem(form({ homeScore: 1, awayScore: 1 }), false, limits)).toBeNull();
    expect(
      competitionResultProblem(form({ homeScore: 1, awayScore: 1, penaltiesWinner: 'away' }), true, limits),
    ).toBeNull();
  });

  it('refuses more named goals than the side scored', () => {
    const scorers = [{ side: 'away' as const, userId: 'a1', goals: 2 }];
    expect(competitionResultProblem(form({ scorers }), false, limits)).toBe('scorers_exceed');
  });

  it('needs each line-up within the squad limits, known members first; a forfeit needs none', () => {
    expect(competitionResultProblem(form({ lineups: { home: null, away: five('a') } }), false, limits)).toBe(
      'lineup_size',
    );
    expect(
      competitionResultProblem(
        form({ lineups: { home: five('h').slice(1), away: five('a') } }),
        false,
        limits,
      ),
    ).toBe('lineup_size');
    expect(
      competitionResultProblem(
        form({ lineups: { home: [...five('h'), 'h6', 'h7'], away: five('a') } }),
        false,
        limits,
      ),
    ).toBe('lineup_size');
    expect(
      competitionResultProblem(form({ forfeit: 'home', lineups: { home: null, away: null } }), false, limits),
    ).toBeNull();
  });

  it('limits a line-up to the squad and to the room a game has', () => {
    expect(lineupLimits({ squad_min: 5, squad_max: 12 })).toEqual({ min: 5, max: 12 });
    expect(lineupLimits({ squad_min: 7, squad_max: 30 })).toEqual({ min: 7, max: 25 });
  });

  it('ticks every member by default, keeps a recorded line-up to current members, and never overrides a choice', () => {
    const empty = form({ lineups: { home: null, away: ['a1', 'gone'] } });
    const members = ['h1', 'h2', 'h3'];
    expect(withDefaultLineup(empty, 'home', members).lineups.home).toEqual(members);
    expect(withDefaultLineup(empty, 'away', ['a1', 'a2']).lineups.away).toEqual(['a1']);
    const chosen = form({ lineups: { home: ['h2'], away: null } });
    expect(withDefaultLineup(chosen, 'home', members)).toBe(chosen);
  });

  it('unticking a player drops their goals and cards; ticking adds them once', () => {
    const before = form({
      scorers: [
        { side: 'home', userId: 'h1', goals: 2 },
        { side: 'away', userId: 'a1', goals: 1 },
      ],
      cards: [{ side: 'home', userId: 'h1', card: 'yellow' }],
    });
    const after = setPlayed(before, 'home', 'h1', false);
    expect(after.lineups.home).not.toContain('h1');
    expect(after.scorers).toEqual([{ side: 'away', userId: 'a1', goals: 1 }]);
    expect(after.cards).toEqual([]);
    const back = setPlayed(setPlayed(after, 'home', 'h1', true), 'home', 'h1', true);
    expect(back.lineups.home?.filter((id) => id === 'h1')).toHaveLength(1);
  });

  it('sends the line-ups, each goal of a named scorer (the rest of that side unknown) and the cards', () => {
    const body = toCompetitionResultBody(
      form({
        scorers: [{ side: 'home', userId: 'h1', goals: 1 }],
        cards: [
          { side: 'away', userId: 'a2', card: 'second_yellow_red' },
          { side: 'home', userId: 'stranger', card: 'yellow' },
        ],
      }),
      false,
    );
    expect(body.goals).toEqual([
      { side: 'home', user_id: 'h1' },
      { side: 'home', user_id: null },
    ]);
    expect(body.cards).toEqual([{ side: 'away', user_id: 'a2', card: 'second_yellow_red' }]);
    expect(body.lineups).toEqual({ home: five('h'), away: five('a') });
    expect(body.penalties_winner).toBeNull();
  });

  it('sends a forfeit without line-ups, goals or cards, and penalties only after a level knockout match', () => {
    const forfeit = toCompetitionResultBody(
      form({
        forfeit: 'away',
        scorers: [{ side: 'home', userId: 'h1', goals: 1 }],
        cards: [{ side: 'home', userId: 'h1', card: 'yellow' }],
      }),
      true,
    );
    expect(forfeit).toMatchObject({ goals: [], cards: [], lineups: null });
    expect(toCompetitionResultBody(form({ penaltiesWinner: 'home' }), true).penalties_winner).toBeNull();
    expect(
      toCompetitionResultBody(form({ homeScore: 0, awayScore: 0, penaltiesWinner: 'home' }), true)
        .penalties_winner,
    ).toBe('home');
  });

  it('starts from the recorded line-ups, scorers and cards of a match, or from nobody', () => {
    const player = (id: string) => ({ id, first_name: id, last_name: '', photo_url: null });
    const match = {
      home_team: { id: 'home' },
      home_score: 1,
      away_score: 0,
      forfeit: null,
      penalties_winner: null,
      goals: [{ team_id: 'home', player: player('h1'), minute: null, own_goal: false }],
      cards: [{ team_id: 'away', player: player('a1'), card: 'yellow' }],
      lineups: { home: [player('h1'), player('h2')], away: [] },
    } as unknown as CompetitionMatch;
    expect(initialCompetitionResult(match)).toMatchObject({
      scorers: [{ side: 'home', userId: 'h1', goals: 1 }],
      cards: [{ side: 'away', userId: 'a1', card: 'yellow' }],
      lineups: { home: ['h1', 'h2'], away: null },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { competitionResultProblem, toCompetitionResultBody, type CompetitionResultForm } from './result-form';

const form = (changes: Partial<CompetitionResultForm> = {}): CompetitionResultForm => ({
  homeScore: 2,
  awayScore: 1,
  forfeit: null,
  penaltiesWinner: null,
  scorers: [],
  ...changes,
});

describe('a competition result', () => {
  it('needs a penalties winner for a level knockout match, not for a level league match', () => {
    expect(competitionResultProblem(form({ homeScore: 1, awayScore: 1 }), true)).toBe('penalties_needed');
    expect(competitionResultProblem(form({ homeScore: 1, awayScore: 1 }), false)).toBeNull();
    expect(
      competitionResultProblem(form({ homeScore: 1, awayScore: 1, penaltiesWinner: 'away' }), true),
    ).toBeNull();
  });

  it('refuses more named goals than the side scored', () => {
    const scorers = [{ side: 'away' as const, userId: 'p', goals: 2 }];
    expect(competitionResultProblem(form({ scorers }), false)).toBe('scorers_exceed');
  });

  it('sends each goal of a named scorer and fills the rest of that side with unknown scorers', () => {
    const body = toCompetitionResultBody(form({ scorers: [{ side: 'home', userId: 'p', goals: 1 }] }), false);
    expect(body.goals).toEqual([
      { side: 'home', user_id: 'p' },
      { side: 'home', user_id: null },
    ]);
    expect(body.penalties_winner).toBeNull();
  });

  it('sends a forfeit without goals, and penalties only after a level knockout match', () => {
    expect(
      toCompetitionResultBody(
        form({ forfeit: 'away', scorers: [{ side: 'home', userId: 'p', goals: 1 }] }),
        true,
      ).goals,
    ).toEqual([]);
    expect(toCompetitionResultBody(form({ penaltiesWinner: 'home' }), true).penalties_winner).toBeNull();
    expect(
      toCompetitionResultBody(form({ homeScore: 0, awayScore: 0, penaltiesWinner: 'home' }), true)
        .penalties_winner,
    ).toBe('home');
  });
});

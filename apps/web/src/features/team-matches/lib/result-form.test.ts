import { describe, expect, it } from 'vitest';
import { resultProblem, toResultBody, type ResultFormState } from './result-form';

const form = (overrides: Partial<ResultFormState> = {}): ResultFormState => ({
  homeScore: 2,
  awayScore: 1,
  lines: [
    { userId: 'h1', side: 'home', goals: 2, attended: true },
    { userId: 'h2', side: 'home', goals: 0, attended: false },
    { userId: 'a1', side: 'away', goals: 1, attended: true },
  ],
  ...overrides,
});

describe('the result form', () => {
  it('accepts a score its scorers do not exceed', () => {
    expect(resultProblem(form())).toBeNull();
    expect(resultProblem(form({ homeScore: 3 }))).toBeNull();
  });

  it('refuses more goals by a team’s players than its score', () => {
    expect(resultProblem(form({ homeScore: 1 }))).toBe('goals_exceed_score');
  });

  it('refuses goals by a player who did not come', () => {
    const lines = form().lines.map((line) => (line.userId === 'h2' ? { ...line, goals: 1 } : line));
    expect(resultProblem(form({ homeScore: 3, lines }))).toBe('goals_without_attendance');
  });

  it('refuses a team nobody came for', () => {
    const lines = form().lines.map((line) =>
      line.side === 'away' ? { ...line, attended: false, goals: 0 } : line,
    );
    expect(resultProblem(form({ lines }))).toBe('side_without_players');
  });

  it('sends every squad player once with goals and attendance', () => {
    expect(toResultBody(form()).players).toEqual([
      { user_id: 'h1', goals: 2, attended: true },
      { user_id: 'h2', goals: 0, attended: false },
      { user_id: 'a1', goals: 1, attended: true },
    ]);
  });
});

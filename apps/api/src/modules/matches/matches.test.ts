import { describe, expect, it } from 'vitest';
import { lineupProblem } from './match-lineups.js';
import {
  mayConfirmResult,
  mayDisputeResult,
  mayRecordResult,
  recordedResultColumns,
} from './match-result-state.js';

describe('a match between two teams', () => {
  const members = { home: new Set(['a', 'b']), away: new Set(['c', 'd']) };

  it('refuses a player named twice, in a side or in both', () => {
    expect(lineupProblem({ home: ['a', 'a'], away: ['c'] }, { members, min: 0, max: 9 })).toBe('duplicate');
    expect(lineupProblem({ home: ['a'], away: ['a'] }, { members, min: 0, max: 9 })).toBe('duplicate');
  });

  it("refuses a side outside its squad's limits, then a player who may not play for it", () => {
    expect(lineupProblem({ home: ['a'], away: ['c', 'd'] }, { members, min: 2, max: 9 })).toBe('size');
    expect(lineupProblem({ home: ['a', 'b'], away: ['c'] }, { members, min: 0, max: 1 })).toBe('size');
    expect(lineupProblem({ home: ['a'], away: ['b'] }, { members, min: 0, max: 9 })).toBe('not_member');
    expect(lineupProblem({ home: ['a', 'b'], away: ['c', 'd'] }, { members, min: 2, max: 2 })).toBeNull();
  });

  it('lets a captain record until the result counts, and a manager correct a counted one', () => {
    expect(mayRecordResult('open', 'captain')).toBe(true);
    expect(mayRecordResult('disputed', 'captain')).toBe(true);
    expect(mayRecordResult('counted', 'captain')).toBe(false);
    expect(mayRecordResult('counted', 'manager')).toBe(true);
  });

  it('confirms a waiting result, a disputed one only by a manager, and disputes only a waiting one', () => {
    expect(mayConfirmResult('awaiting_confirmation', 'captain')).toBe(true);
    expect(mayConfirmResult('disputed', 'captain')).toBe(false);
    expect(mayConfirmResult('disputed', 'manager')).toBe(true);
    expect(mayConfirmResult('open', 'manager')).toBe(false);
    expect(mayDisputeResult('awaiting_confirmation')).toBe(true);
    expect(mayDisputeResult('counted')).toBe(false);
  });

  it("a manager's record is confirmed by them at once; a captain's waits with no confirmation", () => {
    const now = new Date('2026-05-01T10:00:00Z');
    expect(recordedResultColumns({ actorId: 'm', counts: true, now })).toMatchObject({
      resultRecordedBy: 'm',
      confirmedBy: 'm',
      confirmedAt: now,
    });
    expect(recordedResultColumns({ actorId: 'c', counts: false, now })).toMatchObject({
      confirmedBy: null,
      confirmedAt: null,
    });
  });
});

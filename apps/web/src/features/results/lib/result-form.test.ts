import type { GameResult, GameSide, SidePlayer } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import {
  hasProblems,
  initialResultForm,
  recordResultBody,
  setScore,
  setSideCount,
  updatePlayer,
  validateResult,
  type ResultFormState,
} from './result-form';

function sidePlayer(id: string): SidePlayer {
  return {
    id,
    first_name: id,
    last_name: '',
    photo_url: null,
    primary_position: null,
    jersey_number: null,
    strength: 50,
    role: null,
    locked: false,
  };
}

function side(index: number, ids: string[]): GameSide {
  return {
    index,
    strength: 50 * ids.length,
    mix: { goalkeeper: 0, defender: 0, midfielder: 0, attacker: 0 },
    players: ids.map(sidePlayer),
  };
}

const ids = ['a1', 'a2', 'b1', 'b2', 'late'];

function filled(): ResultFormState {
  return {
    scores: [3, 1],
    players: [
      { user_id: 'a1', side: 0, goals: 2, attended: true },
      { user_id: 'a2', side: 0, goals: 1, attended: true },
      { user_id: 'b1', side: 1, goals: 1, attended: true },
      { user_id: 'b2', side: 1, goals: 0, attended: false },
    ],
    player_of_match_id: 'a1',
  };
}

describe('the first state of the result form', () => {
  it('puts every confirmed player into their saved side and late joiners into the smallest side', () => {
    const form = initialResultForm({
      playerIds: ids,
      sides: { sides: [side(1, ['b1', 'b2']), side(0, ['a1', 'a2', 'gone'])] },
    });
    expect(form.scores).toEqual([0, 0]);
    expect(form.players).toEqual([
      { user_id: 'a1', side: 0, goals: 0, attended: true },
      { user_id: 'a2', side: 0, goals: 0, attended: true },
      { user_id: 'b1', side: 1, goals: 0, attended: true },
      { user_id: 'b2', side: 1, goals: 0, attended: true },
      { user_id: 'late', side: 0, goals: 0, attended: true },
    ]);
    expect(form.player_of_match_id).toBeNull();
  });

  it('has as many scores as saved sides', () => {
    const form = initialResultForm({
      playerIds: ['a1', 'b1', 'c1'],
      sides: { sides: [side(0, ['a1']), side(1, ['b1']), side(2, ['c1'])] },
    });
    expect(form.scores).toEqual([0, 0, 0]);
    expect(form.players.map((player) => player.side)).toEqual([0, 1, 2]);
  });

  it('splits the players between two sides when none were saved', () => {
    const form = initialResultForm({ playerIds: ['p1', 'p2', 'p3', 'p4'], sides: null });
    expect(form.scores).toEqual([0, 0]);
    expect(form.players.map((player) => player.side)).toEqual([0, 1, 0, 1]);
  });

  it('is the recorded result when there is one, to correct it', () => {
    const result: Pick<GameResult, 'scores' | 'players' | 'player_of_match_id'> = {
      scores: [2, 2],
      player_of_match_id: 'b1',
      players: [
        {
          id: 'a1',
          first_name: '',
          last_name: '',
          photo_url: null,
          side: 0,
          goals: 2,
          attended: true,
          rating_after: 60,
          rating_delta: 1,
          votes: 0,
        },
        {
          id: 'b1',
          first_name: '',
          last_name: '',
          photo_url: null,
          side: 1,
          goals: 2,
          attended: true,
          rating_after: 60,
          rating_delta: 1,
          votes: 1,
        },
        {
          id: 'b2',
          first_name: '',
          last_name: '',
          photo_url: null,
          side: 1,
          goals: 0,
          attended: false,
          rating_after: null,
          rating_delta: null,
          votes: 0,
        },
      ],
    };
    const form = initialResultForm({
      playerIds: ['a1', 'b1', 'b2'],
      sides: { sides: [side(0, ['b1']), side(1, ['a1'])] },
      result,
    });
    expect(form).toEqual({
      scores: [2, 2],
      players: [
        { user_id: 'a1', side: 0, goals: 2, attended: true },
        { user_id: 'b1', side: 1, goals: 2, attended: true },
        { user_id: 'b2', side: 1, goals: 0, attended: false },
      ],
      player_of_match_id: 'b1',
    });
  });
});

describe('editing the result', () => {
  it('keeps scores and goals whole numbers between 0 and 99', () => {
    expect(setScore(filled(), 0, -1).scores).toEqual([0, 1]);
    expect(setScore(filled(), 1, 150).scores).toEqual([3, 99]);
    expect(updatePlayer(filled(), 'a2', { goals: -2 }).players[1]?.goals).toBe(0);
  });

  it('moves the players of a removed side into the last side left', () => {
    const three = setSideCount(updatePlayer(filled(), 'b2', { side: 1 }), 3);
    expect(three.scores).toEqual([3, 1, 0]);
    const moved = updatePlayer(three, 'b1', { side: 2 });
    const back = setSideCount(moved, 2);
    expect(back.scores).toEqual([3, 1]);
    expect(back.players.find((player) => player.user_id === 'b1')?.side).toBe(1);
  });
});

describe('result rules (as the API checks them)', () => {
  it('accepts a result whose goals fit the scores', () => {
    expect(hasProblems(validateResult(filled()))).toBe(false);
  });

  it("refuses players' goals adding up to more than their side's score", () => {
    const problems = validateResult(setScore(filled(), 0, 2));
    expect(problems.sides).toEqual({ 0: 'goals_exceed_score' });
    expect(hasProblems(problems)).toBe(true);
  });

  it('allows fewer goals by players than the score (own goals, unknown scorers)', () => {
    expect(hasProblems(validateResult(setScore(filled(), 1, 5)))).toBe(false);
  });

  it('refuses goals for a player who did not attend', () => {
    const problems = validateResult(updatePlayer(filled(), 'b1', { attended: false }));
    expect(problems.players).toEqual({ b1: 'goals_without_attendance' });
  });

  it('refuses a side where nobody attended', () => {
    const problems = validateResult(
      updatePlayer(updatePlayer(filled(), 'b1', { attended: false, goals: 0 }), 'b2', {}),
    );
    expect(problems.sides).toEqual({ 1: 'no_attendee' });
  });

  it('refuses a player of the match who did not attend', () => {
    expect(validateResult({ ...filled(), player_of_match_id: 'b2' }).playerOfMatch).toBe('not_attended');
    expect(validateResult({ ...filled(), player_of_match_id: null }).playerOfMatch).toBeNull();
  });
});

describe('the request body', () => {
  it('sends the scores, every player with side, goals and attendance, and the pick', () => {
    expect(recordResultBody(filled())).toEqual({
      scores: [3, 1],
      players: [
        { user_id: 'a1', side: 0, goals: 2, attended: true },
        { user_id: 'a2', side: 0, goals: 1, attended: true },
        { user_id: 'b1', side: 1, goals: 1, attended: true },
        { user_id: 'b2', side: 1, goals: 0, attended: false },
      ],
      player_of_match_id: 'a1',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { type ResultInput, checkResult } from './check-result.js';

const ids = ['a', 'b', 'c', 'd'];
const valid = (): ResultInput => ({
  scores: [2, 1],
  players: ids.map((user_id, index) => ({ user_id, side: index < 2 ? 0 : 1, goals: 0, attended: true })),
  player_of_match_id: null,
});
const refusal = (result: ResultInput) => {
  try {
    checkResult(result, ids);
    return null;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('the rules of a result', () => {
  it('accepts every confirmed player once, goals up to the score, a pick who attended', () => {
    const result = valid();
    result.players[0] = { user_id: 'a', side: 0, goals: 1, attended: true };
    result.player_of_match_id = 'a';
    expect(refusal(result)).toBeNull();
  });

  it('accepts fewer goals than the score: the rest were own goals', () => {
    expect(refusal({ ...valid(), scores: [5, 3] })).toBeNull();
  });

  it('refuses a missing, doubled or unknown player', () => {
    expect(refusal({ ...valid(), players: valid().players.slice(1) })).toBe('result_players_mismatch');
    const doubled = valid();
    doubled.players[1] = { ...doubled.players[0], user_id: 'a', side: 0, goals: 0, attended: true };
    expect(refusal(doubled)).toBe('result_players_mismatch');
    const unknown = valid();
    unknown.players[3] = { user_id: 'z', side: 1, goals: 0, attended: true };
    expect(refusal(unknown)).toBe('result_players_mismatch');
  });

  it('refuses a side beyond the scores and a side where nobody attended', () => {
    const beyond = valid();
    beyond.players[0] = { user_id: 'a', side: 2, goals: 0, attended: true };
    expect(refusal(beyond)).toBe('result_side_without_players');
    const empty = valid();
    empty.players = empty.players.map((player) => ({ ...player, attended: player.side === 0 }));
    expect(refusal(empty)).toBe('result_side_without_players');
  });

  it('refuses goals for a no-show and goals above the side’s score', () => {
    const noShow = valid();
    noShow.players[0] = { user_id: 'a', side: 0, goals: 1, attended: false };
    expect(refusal(noShow)).toBe('result_goals_without_attendance');
    const tooMany = valid();
    tooMany.players[2] = { user_id: 'c', side: 1, goals: 2, attended: true };
    expect(refusal(tooMany)).toBe('result_goals_exceed_score');
  });

  it('refuses a pick who did not attend', () => {
    const result = valid();
    result.players[3] = { user_id: 'd', side: 1, goals: 0, attended: false };
    expect(refusal({ ...result, player_of_match_id: 'd' })).toBe('result_player_of_match_invalid');
  });
});

import { describe, expect, it } from 'vitest';
import { miniAppStartParam, miniAppTargetPath, parseMiniAppStartParam } from './mini-app-start-param.js';

const GAME = '3f2b8c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

describe('the startapp value of a Mini App link', () => {
  it('opens a game, a competition and a top-up result by their ids', () => {
    expect(parseMiniAppStartParam(`game_${GAME}`)).toEqual({ kind: 'game', id: GAME });
    expect(miniAppTargetPath(parseMiniAppStartParam(`game_${GAME.toUpperCase()}`))).toBe(`/games/${GAME}`);
    expect(miniAppTargetPath(parseMiniAppStartParam(`competition_${GAME}`))).toBe(`/tournaments/${GAME}`);
    expect(miniAppTargetPath(parseMiniAppStartParam(`topup_${GAME}`))).toBe(`/balance/topups/${GAME}`);
  });

  it('opens the teams page with a join code, in any case', () => {
    expect(parseMiniAppStartParam('team_abcd2345')).toEqual({ kind: 'team', code: 'ABCD2345' });
    expect(miniAppTargetPath(parseMiniAppStartParam('team_ABCD2345'))).toBe('/teams?join=ABCD2345');
  });

  it('falls back to the home page for anything else', () => {
    for (const value of [
      null,
      '',
      'game_',
      'game_not-a-uuid',
      `game_${GAME}_x`,
      'team_ABC',
      'team_ABCD234O', // O is not in the code alphabet
      `unknown_${GAME}`,
      `_${GAME}`,
      `game_${GAME}/../admin`,
      'x'.repeat(513),
    ]) {
      expect(parseMiniAppStartParam(value), String(value)).toBeNull();
    }
    expect(miniAppTargetPath(null)).toBe('/');
  });

  it('builds the value it reads back', () => {
    for (const target of [
      { kind: 'game', id: GAME },
      { kind: 'team', code: 'XYZ23456' },
      { kind: 'competition', id: GAME },
      { kind: 'topup', paymentId: GAME },
    ] as const) {
      expect(parseMiniAppStartParam(miniAppStartParam(target))).toEqual(target);
    }
  });
});

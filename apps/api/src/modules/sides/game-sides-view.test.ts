import type { Position } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import type { GameSideMemberRow, GameSideSetRow } from '../../db/schema.js';
import { toGameSides } from './game-sides-view.js';
import type { SideCandidate } from './side-candidates.js';

const GAME = '00000000-0000-4000-8000-000000000001';
const SAVED_AT = new Date('2026-11-20T10:00:00Z');

function candidate(
  id: string,
  selfOverall: number,
  primary: Position | null,
  secondary: Position[] = [],
): SideCandidate {
  return {
    id,
    firstName: 'Nicat',
    lastName: id,
    photoUrl: null,
    primaryPosition: primary,
    jerseyNumber: null,
    profileVisibility: 'public',
    balance: { id, selfOverall, gamesPlayed: 0, primaryPosition: primary, secondaryPositions: secondary },
  };
}

function set(overrides: Partial<GameSideSetRow> = {}): GameSideSetRow {
  return {
    gameId: GAME,
    sideCount: 2,
    method: 'exact',
    seed: null,
    spread: 0,
    optimal: true,
    updatedBy: GAME,
    createdAt: SAVED_AT,
    updatedAt: SAVED_AT,
    ...overrides,
  };
}

const member = (userId: string, sideIndex: number, locked = false): GameSideMemberRow => ({
  gameId: GAME,
  userId,
  sideIndex,
  locked,
});

describe('the sides as shown', () => {
  it('drops the proof once strengths have moved since the save (new ratings after a result)', () => {
    const players = [candidate('a', 60, 'goalkeeper'), candidate('b', 70, 'striker')];
    const members = [member('a', 0), member('b', 1)];
    const shown = toGameSides({
      gameId: GAME,
      viewer: null,
      candidates: players,
      set: set(),
      members,
      canManage: false,
    });
    expect(shown).toMatchObject({ spread: 10, optimal: false });
  });

  it('keeps the saved proof only while the players are those the sides were made with', () => {
    const players = [candidate('a', 60, 'goalkeeper'), candidate('b', 60, 'striker')];
    const members = [member('a', 0, true), member('b', 1)];
    const saved = toGameSides({
      gameId: GAME,
      viewer: null,
      candidates: players,
      set: set(),
      members,
      canManage: true,
    });
    expect(saved).toMatchObject({
      spread: 0,
      optimal: true,
      method: 'exact',
      updated_at: SAVED_AT.toISOString(),
    });
    expect(saved.sides[0]?.players[0]).toMatchObject({ id: 'a', locked: true, role: 'goalkeeper' });

    const joined = toGameSides({
      gameId: GAME,
      viewer: null,
      candidates: [...players, candidate('c', 70, 'defender')],
      set: set(),
      members,
      canManage: true,
    });
    expect(joined.optimal).toBe(false);
    expect(joined.unassigned.map((player) => player.id)).toEqual(['c']);
  });

  it('shows an emptied side with strength 0 when all its players left', () => {
    const shown = toGameSides({
      gameId: GAME,
      viewer: null,
      candidates: [candidate('a', 55, 'centralMid')],
      set: set({ spread: 0 }),
      members: [member('a', 0), member('gone', 1)],
      canManage: false,
    });
    expect(shown.sides.map((side) => side.players.length)).toEqual([1, 0]);
    expect(shown.sides[1]).toMatchObject({
      strength: 0,
      mix: { goalkeeper: 0, defender: 0, midfielder: 0, attacker: 0 },
    });
    expect(shown.spread).toBe(55);
    expect(shown.optimal).toBe(false);
  });

  it('shows unassigned players as the line they gave, without making anyone a keeper', () => {
    const shown = toGameSides({
      gameId: GAME,
      viewer: null,
      candidates: [candidate('a', 50, 'defender', ['goalkeeper']), candidate('b', 40, null, ['leftWing'])],
      set: null,
      members: [],
      canManage: true,
    });
    expect(shown).toMatchObject({ sides: [], method: null, spread: null, updated_at: null });
    expect(shown.unassigned.map((player) => player.role)).toEqual(['defender', 'attacker']);
  });

  it('balances a saved player as a keeper by a secondary position when a side has no keeper, as the balancer did', () => {
    const players = [candidate('a', 50, 'defender', ['goalkeeper']), candidate('b', 50, 'goalkeeper')];
    const shown = toGameSides({
      gameId: GAME,
      viewer: null,
      candidates: players,
      set: set(),
      members: [member('a', 0), member('b', 1)],
      canManage: true,
    });
    expect(shown.sides.map((side) => side.mix?.goalkeeper)).toEqual([1, 1]);
  });
});

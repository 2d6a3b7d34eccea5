import type { AutoFormationResult, Formation } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import {
  benchOf,
  benchPlayer,
  changePreset,
  draftFromAuto,
  draftFromFormation,
  emptyDraft,
  filledCount,
  isDraftChanged,
  placePlayer,
  resetDraft,
  swapSpots,
  toggleLock,
} from './formation-draft';

const [A, B, C, D] = ['a', 'b', 'c', 'd'].map((letter) => `00000000-0000-4000-8000-00000000000${letter}`) as [
  string,
  string,
  string,
  string,
];
const members = [A, B, C, D];

// 5-1-2-2: goalkeeper, defender-1, defender-2, striker-1, striker-2.
function fiveASide() {
  return emptyDraft('5x5');
}

describe('formation draft', () => {
  it('starts from the format’s default preset with every slot empty and everyone on the bench', () => {
    const draft = fiveASide();
    expect(draft.presetId).toBe('5-1-2-2');
    expect(draft.slots.map((slot) => slot.id)).toEqual([
      'goalkeeper',
      'defender-1',
      'defender-2',
      'striker-1',
      'striker-2',
    ]);
    expect(benchOf(draft, members)).toEqual(members);
  });

  it('a bench player dropped on a filled slot sends that slot’s player to the bench', () => {
    const draft = placePlayer(placePlayer(fiveASide(), A, 'goalkeeper'), B, 'goalkeeper');
    expect(draft.lineup).toEqual({ goalkeeper: B });
    expect(benchOf(draft, members)).toEqual([A, C, D]);
  });

  it('two players on the pitch swap slots', () => {
    const start = placePlayer(placePlayer(fiveASide(), A, 'goalkeeper'), B, 'striker-1');
    const draft = placePlayer(start, A, 'striker-1');
    expect(draft.lineup).toEqual({ goalkeeper: B, 'striker-1': A });
  });

  it('a player moved into an empty slot leaves his old slot empty', () => {
    const draft = placePlayer(placePlayer(fiveASide(), A, 'goalkeeper'), A, 'defender-1');
    expect(draft.lineup).toEqual({ 'defender-1': A });
  });

  it('benching a player empties his slot; benching a bench player changes nothing', () => {
    const start = placePlayer(fiveASide(), A, 'goalkeeper');
    expect(benchPlayer(start, A).lineup).toEqual({});
    expect(benchPlayer(start, B)).toBe(start);
  });

  it('tap-to-swap: slot with slot, bench with slot, slot with a bench player, slot onto the empty bench', () => {
    const start = placePlayer(placePlayer(fiveASide(), A, 'goalkeeper'), B, 'striker-1');
    const slot = (slotId: string) => ({ kind: 'slot', slotId }) as const;
    const bench = (userId: string | null) => ({ kind: 'bench', userId }) as const;
    expect(swapSpots(start, slot('goalkeeper'), slot('striker-1')).lineup).toEqual({
      goalkeeper: B,
      'striker-1': A,
    });
    expect(swapSpots(start, slot('defender-1'), slot('goalkeeper')).lineup).toEqual({
      'defender-1': A,
      'striker-1': B,
    });
    expect(swapSpots(start, bench(C), slot('goalkeeper')).lineup).toEqual({ goalkeeper: C, 'striker-1': B });
    expect(swapSpots(start, slot('goalkeeper'), bench(C)).lineup).toEqual({ goalkeeper: C, 'striker-1': B });
    expect(swapSpots(start, slot('goalkeeper'), bench(null)).lineup).toEqual({ 'striker-1': B });
    expect(swapSpots(start, bench(C), bench(D))).toBe(start);
  });

  it('only a filled slot can be locked, and a lock goes when its player moves', () => {
    const start = placePlayer(fiveASide(), A, 'goalkeeper');
    expect(toggleLock(start, 'striker-1').locked).toEqual([]);
    const locked = toggleLock(start, 'goalkeeper');
    expect(locked.locked).toEqual(['goalkeeper']);
    expect(toggleLock(locked, 'goalkeeper').locked).toEqual([]);
    expect(placePlayer(locked, B, 'goalkeeper').locked).toEqual([]);
    expect(benchPlayer(locked, A).locked).toEqual([]);
  });

  it('another preset keeps players in slots of the same id, then of the same role, and benches the rest', () => {
    let draft = placePlayer(fiveASide(), A, 'goalkeeper');
    draft = placePlayer(draft, B, 'striker-2');
    draft = placePlayer(draft, C, 'defender-1');
    // 5-1-3-1: goalkeeper, leftBack, defender, rightBack, striker.
    const next = changePreset(draft, '5x5', '5-1-3-1');
    expect(next.presetId).toBe('5-1-3-1');
    expect(next.lineup).toEqual({ goalkeeper: A, striker: B, defender: C });
  });

  it('another format keeps the keeper and the players whose roles exist there', () => {
    const draft = placePlayer(placePlayer(fiveASide(), A, 'goalkeeper'), B, 'striker-1');
    const next = changePreset(draft, '7x7');
    expect(next.format).toBe('7x7');
    expect(next.slots).toHaveLength(7);
    expect(next.lineup).toEqual({ goalkeeper: A, striker: B });
  });

  it('reset empties the pitch but keeps the shape', () => {
    const draft = toggleLock(placePlayer(fiveASide(), A, 'goalkeeper'), 'goalkeeper');
    const reset = resetDraft(draft);
    expect(reset.lineup).toEqual({});
    expect(reset.locked).toEqual([]);
    expect(reset.slots).toEqual(draft.slots);
  });

  it('a saved formation becomes a draft, and a change is noticed', () => {
    const draft = placePlayer(fiveASide(), A, 'goalkeeper');
    const formation: Formation = {
      id: '00000000-0000-4000-8000-000000000100',
      team_id: '00000000-0000-4000-8000-000000000200',
      name: 'Sunday',
      format: '5x5',
      preset_id: '5-1-2-2',
      slots: draft.slots,
      assignments: [{ slot_id: 'goalkeeper', user_id: A }],
      bench: [B, C, D],
      is_default: true,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
    };
    const saved = draftFromFormation(formation);
    expect(saved.lineup).toEqual({ goalkeeper: A });
    expect(filledCount(saved)).toBe(1);
    expect(isDraftChanged(saved, draft)).toBe(false);
    expect(isDraftChanged(placePlayer(saved, B, 'striker-1'), draft)).toBe(true);
  });

  it('the solver’s line-up fills the slots with reasons and keeps the locks of slots still filled', () => {
    const draft = toggleLock(placePlayer(fiveASide(), A, 'goalkeeper'), 'goalkeeper');
    const reason = {
      role: 'striker' as const,
      fit: 'primary' as const,
      via: 'striker' as const,
      foot: null,
      foot_suits: null,
      strength: 70,
      strength_source: 'rating' as const,
      strong_skills: [],
      locked: false,
    };
    const result: AutoFormationResult = {
      format: '5x5',
      preset_id: '5-1-2-2',
      slots: draft.slots,
      lineup: [
        { slot_id: 'goalkeeper', user_id: A, reason: { ...reason, role: 'goalkeeper', locked: true } },
        { slot_id: 'defender-1', user_id: C, reason: null },
        { slot_id: 'defender-2', user_id: null, reason: null },
        { slot_id: 'striker-1', user_id: B, reason },
        { slot_id: 'striker-2', user_id: null, reason: null },
      ],
      bench: [D],
      unavailable: [],
      players: [],
    };
    const next = draftFromAuto(draft, result);
    expect(next.lineup).toEqual({ goalkeeper: A, 'defender-1': C, 'striker-1': B });
    expect(next.locked).toEqual(['goalkeeper']);
    expect(Object.keys(next.reasons)).toEqual(['goalkeeper', 'striker-1']);
    // Moving a player by hand drops the reason of the slots it changes.
    expect(Object.keys(placePlayer(next, D, 'striker-1').reasons)).toEqual(['goalkeeper']);
  });
});

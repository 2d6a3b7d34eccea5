import { autoFormationBodySchema, saveFormationBodySchema } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { emptyDraft, placePlayer, toggleLock } from './formation-draft';
import { autoFormationBody, saveFormationBody } from './formation-requests';

const [A, B, C] = ['a', 'b', 'c'].map((letter) => `00000000-0000-4000-8000-00000000000${letter}`) as [
  string,
  string,
  string,
];

function arranged() {
  let draft = placePlayer(emptyDraft('5x5'), A, 'goalkeeper');
  draft = placePlayer(draft, B, 'striker-1');
  return toggleLock(draft, 'goalkeeper');
}

describe('formation requests', () => {
  it('"fill the rest" sends the locked players with their slots and the preset', () => {
    const body = autoFormationBody(arranged(), true);
    expect(body).toEqual({
      format: '5x5',
      preset_id: '5-1-2-2',
      locks: [{ slot_id: 'goalkeeper', user_id: A }],
    });
    expect(autoFormationBodySchema.safeParse(body).success).toBe(true);
  });

  it('"arrange for me" sends no locks', () => {
    expect(autoFormationBody(arranged(), false).locks).toEqual([]);
  });

  it('a shape that is no preset is sent as its slots', () => {
    const draft = { ...arranged(), presetId: null };
    const body = autoFormationBody(draft, true);
    expect(body.slots).toEqual(draft.slots);
    expect('preset_id' in body).toBe(false);
  });

  it('saving sends the assignments, everyone else on the bench, and drops players who left the team', () => {
    const body = saveFormationBody(arranged(), { name: '  Sunday  ', isDefault: true, memberIds: [A, C] });
    expect(body).toEqual({
      name: 'Sunday',
      format: '5x5',
      preset_id: '5-1-2-2',
      slots: arranged().slots,
      assignments: [{ slot_id: 'goalkeeper', user_id: A }],
      bench: [C],
      is_default: true,
    });
    expect(saveFormationBodySchema.safeParse(body).success).toBe(true);
  });
});

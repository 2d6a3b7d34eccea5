import type { AutoFormationBody, SaveFormationBody } from '@oyna/shared';
import { benchOf, type FormationDraft } from './formation-draft';

/**
 * POST /teams/{id}/formations/auto body. `withLocks` (semi-automatic, "fill the rest") keeps the
 * locked players in their slots; without it (AI automatic) the solver places everyone. The draft's
 * own slots are sent when they are no preset (a saved shape), else the preset's id.
 */
export function autoFormationBody(draft: FormationDraft, withLocks: boolean): AutoFormationBody {
  const locks = withLocks
    ? draft.locked.flatMap((slotId) => {
        const userId = draft.lineup[slotId];
        return userId === undefined ? [] : [{ slot_id: slotId, user_id: userId }];
      })
    : [];
  const shape = draft.presetId === null ? { slots: draft.slots } : { preset_id: draft.presetId };
  return { format: draft.format, ...shape, locks };
}

/** POST or PUT /teams/{id}/formations body: the slots, who stands where, and everyone else on the bench. */
export function saveFormationBody(
  draft: FormationDraft,
  options: { name: string; isDefault: boolean; memberIds: readonly string[] },
): SaveFormationBody {
  const members = new Set(options.memberIds);
  return {
    name: options.name.trim(),
    format: draft.format,
    preset_id: draft.presetId,
    slots: draft.slots,
    assignments: draft.slots.flatMap((slot) => {
      const userId = draft.lineup[slot.id];
      return userId !== undefined && members.has(userId) ? [{ slot_id: slot.id, user_id: userId }] : [];
    }),
    bench: benchOf(draft, options.memberIds),
    is_default: options.isDefault,
  };
}

import { defaultPreset, presetById, presetsFor } from '@oyna/formation';
import type {
  AutoFormationResult,
  Formation,
  FormationSlotBody,
  GameFormat,
  PlacementReasonBody,
} from '@oyna/shared';

/**
 * The formation as the captain is arranging it, before it is saved: the slots, who stands in each,
 * which slots are locked (kept when the solver fills the rest) and the solver's reasons. Everyone
 * not on the pitch is on the bench, so the bench is derived from the members, never stored twice.
 */
export interface FormationDraft {
  format: GameFormat;
  /** The preset the slots come from; null for a saved shape that is no preset. */
  presetId: string | null;
  slots: FormationSlotBody[];
  /** Slot id -> the member standing there; a slot missing here is empty. */
  lineup: Record<string, string>;
  /** Slot ids whose player stays put when the solver fills the rest. */
  locked: string[];
  /** Slot id -> why the solver put its player there (only after "arrange" or "fill the rest"). */
  reasons: Record<string, PlacementReasonBody>;
}

function slotsOf(presetId: string): FormationSlotBody[] {
  const preset = presetById(presetId);
  return (preset?.slots ?? []).map(({ id, role, x, y }) => ({ id, role, x, y }));
}

/** An empty pitch for a format: its default preset unless another of its presets is named. */
export function emptyDraft(format: GameFormat, presetId?: string): FormationDraft {
  const preset =
    presetId === undefined
      ? defaultPreset(format)
      : (presetsFor(format).find((each) => each.id === presetId) ?? defaultPreset(format));
  return { format, presetId: preset.id, slots: slotsOf(preset.id), lineup: {}, locked: [], reasons: {} };
}

/** A saved formation, ready to edit. */
export function draftFromFormation(formation: Formation): FormationDraft {
  const slotIds = new Set(formation.slots.map((slot) => slot.id));
  const lineup: Record<string, string> = {};
  for (const { slot_id: slotId, user_id: userId } of formation.assignments)
    if (slotIds.has(slotId)) lineup[slotId] = userId;
  return {
    format: formation.format,
    presetId: formation.preset_id,
    slots: formation.slots.map(({ id, role, x, y }) => ({ id, role, x, y })),
    lineup,
    locked: [],
    reasons: {},
  };
}

/** The solver's line-up over the draft: its slots and placements, each with its reason; locks stay. */
export function draftFromAuto(draft: FormationDraft, result: AutoFormationResult): FormationDraft {
  const lineup: Record<string, string> = {};
  const reasons: Record<string, PlacementReasonBody> = {};
  for (const placement of result.lineup) {
    if (placement.user_id === null) continue;
    lineup[placement.slot_id] = placement.user_id;
    if (placement.reason) reasons[placement.slot_id] = placement.reason;
  }
  return {
    format: result.format,
    presetId: result.preset_id,
    slots: result.slots.map(({ id, role, x, y }) => ({ id, role, x, y })),
    lineup,
    locked: draft.locked.filter((slotId) => lineup[slotId] !== undefined),
    reasons,
  };
}

/** The slot a member stands in, or null when on the bench. */
export function slotOfPlayer(draft: FormationDraft, userId: string): string | null {
  return Object.entries(draft.lineup).find(([, each]) => each === userId)?.[0] ?? null;
}

/** The members not on the pitch, in the members' order (the API lists the captain first). */
export function benchOf(draft: FormationDraft, memberIds: readonly string[]): string[] {
  const onPitch = new Set(Object.values(draft.lineup));
  return memberIds.filter((id) => !onPitch.has(id));
}

/** The draft with `changed` slots set as given; their locks and reasons go, since their player changed. */
function withSlots(draft: FormationDraft, changed: Record<string, string | null>): FormationDraft {
  const lineup = { ...draft.lineup };
  const reasons = { ...draft.reasons };
  for (const [slotId, userId] of Object.entries(changed)) {
    if (userId === null) delete lineup[slotId];
    else lineup[slotId] = userId;
    delete reasons[slotId];
  }
  const touched = new Set(Object.keys(changed));
  return { ...draft, lineup, reasons, locked: draft.locked.filter((slotId) => !touched.has(slotId)) };
}

/**
 * A member goes into a slot. From another slot the two swap places (the slot's player takes the
 * member's old slot); from the bench the slot's player, if any, goes to the bench.
 */
export function placePlayer(draft: FormationDraft, userId: string, slotId: string): FormationDraft {
  if (!draft.slots.some((slot) => slot.id === slotId)) return draft;
  const from = slotOfPlayer(draft, userId);
  if (from === slotId) return draft;
  const occupant = draft.lineup[slotId] ?? null;
  return withSlots(draft, from === null ? { [slotId]: userId } : { [slotId]: userId, [from]: occupant });
}

/** A member leaves the pitch for the bench. */
export function benchPlayer(draft: FormationDraft, userId: string): FormationDraft {
  const from = slotOfPlayer(draft, userId);
  return from === null ? draft : withSlots(draft, { [from]: null });
}

/** Where a player or a place was picked: a slot of the pitch, or a member (or the empty space) on the bench. */
export type FormationSpot = { kind: 'slot'; slotId: string } | { kind: 'bench'; userId: string | null };

/** Who stands at a spot: a slot's player, a bench member, or null. */
export function playerAt(draft: FormationDraft, spot: FormationSpot): string | null {
  return spot.kind === 'slot' ? (draft.lineup[spot.slotId] ?? null) : spot.userId;
}

/**
 * The move that tapping (or dropping) `from` onto `to` means: the two spots swap what they hold.
 * A slot onto a slot swaps the players (or moves one into an empty slot); a bench member onto a slot
 * goes in and the slot's player goes to the bench; a slot's player onto the bench goes to the bench,
 * or swaps with the bench member it was dropped on. Two bench spots change nothing.
 */
export function swapSpots(draft: FormationDraft, from: FormationSpot, to: FormationSpot): FormationDraft {
  const moving = playerAt(draft, from);
  const other = playerAt(draft, to);
  if (from.kind === 'slot' && to.kind === 'slot') {
    if (moving !== null) return placePlayer(draft, moving, to.slotId);
    return other === null ? draft : placePlayer(draft, other, from.slotId);
  }
  if (from.kind === 'bench' && to.kind === 'slot')
    return moving === null ? draft : placePlayer(draft, moving, to.slotId);
  if (from.kind === 'slot' && to.kind === 'bench') {
    if (other !== null) return placePlayer(draft, other, from.slotId);
    return moving === null ? draft : benchPlayer(draft, moving);
  }
  return draft;
}

/** Lock a filled slot's player there, or unlock it; an empty slot cannot be locked. */
export function toggleLock(draft: FormationDraft, slotId: string): FormationDraft {
  if (draft.locked.includes(slotId)) return { ...draft, locked: draft.locked.filter((id) => id !== slotId) };
  if (draft.lineup[slotId] === undefined) return draft;
  return { ...draft, locked: [...draft.locked, slotId] };
}

/**
 * Another preset: players in a slot of the same id stay, then the rest take the free slots of the
 * same role in order; whoever finds no such slot goes to the bench. Locks and reasons are dropped.
 */
export function changePreset(draft: FormationDraft, format: GameFormat, presetId?: string): FormationDraft {
  const next = emptyDraft(format, presetId);
  const lineup: Record<string, string> = {};
  const homeless: { role: string; userId: string }[] = [];
  const ids = new Set(next.slots.map((slot) => slot.id));
  for (const slot of draft.slots) {
    const userId = draft.lineup[slot.id];
    if (userId === undefined) continue;
    if (ids.has(slot.id)) lineup[slot.id] = userId;
    else homeless.push({ role: slot.role, userId });
  }
  for (const { role, userId } of homeless) {
    const free = next.slots.find((slot) => slot.role === role && lineup[slot.id] === undefined);
    if (free) lineup[free.id] = userId;
  }
  return { ...next, lineup };
}

/** An empty pitch of the same shape. */
export function resetDraft(draft: FormationDraft): FormationDraft {
  return { ...draft, lineup: {}, locked: [], reasons: {} };
}

/** Who is where: two drafts with the same key hold the same formation (locks and reasons aside). */
function arrangementKey(draft: FormationDraft): string {
  const placed = draft.slots.map((slot) => `${slot.id}@${slot.x},${slot.y}=${draft.lineup[slot.id] ?? ''}`);
  return `${draft.format}/${draft.presetId ?? ''}/${placed.join('|')}`;
}

/** The draft differs from the saved formation (or from an empty pitch when nothing is loaded). */
export function isDraftChanged(draft: FormationDraft, saved: FormationDraft): boolean {
  return arrangementKey(draft) !== arrangementKey(saved);
}

/** The number of filled slots. */
export function filledCount(draft: FormationDraft): number {
  return draft.slots.filter((slot) => draft.lineup[slot.id] !== undefined).length;
}

import type { TeamSlotAnswer } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import type { TeamSlotRow } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import { slotMention, slotNames } from './slot-mention.js';

/** The earliest date a member is told about, and the kick-off it had before the change. */
export interface ChangedDate {
  date: string;
  startsAt: Date;
  previousStartsAt: Date | null;
}

/** Keeps, per member, the earliest of the dates they answered that a change touches. */
export function earliestPerMember(
  answers: readonly { userId: string; answer: TeamSlotAnswer; date: string }[],
  dateOf: (date: string) => ChangedDate | null,
  tell: readonly TeamSlotAnswer[],
): Map<string, ChangedDate> {
  const earliest = new Map<string, ChangedDate>();
  for (const row of answers) {
    if (!tell.includes(row.answer)) continue;
    const changed = dateOf(row.date);
    if (!changed) continue;
    const known = earliest.get(row.userId);
    if (!known || changed.startsAt < known.startsAt) earliest.set(row.userId, changed);
  }
  return earliest;
}

/** Tells each member once that the slot changed (or ended), naming their earliest touched date. */
export async function tellSlotChange(
  tx: DbExecutor,
  input: {
    slot: TeamSlotRow;
    change: 'changed' | 'ended';
    members: Map<string, ChangedDate>;
    previousVenue: string | null;
    now: Date;
  },
): Promise<void> {
  if (input.members.size === 0) return;
  const names = await slotNames(tx, input.slot);
  for (const [userId, changed] of input.members)
    await notify(
      tx,
      userId,
      {
        kind: 'team_slot_changed',
        payload: {
          ...slotMention(input.slot, names, changed),
          change: input.change,
          previous_starts_at: changed.previousStartsAt?.toISOString() ?? null,
          previous_venue: input.previousVenue,
        },
      },
      { dedupeKey: `team_slot_changed:${input.slot.id}:${userId}:${input.now.getTime()}`, now: input.now },
    );
}

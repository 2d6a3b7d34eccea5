import { TEAM_SLOT_LIMITS } from '@oyna/shared';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamMembers, teamSlotAnswers, teamSlotReminders, teamSlots } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import { slotMention, slotNames } from './slot-mention.js';
import { slotDatesBetween } from './team-slot-schedule.js';

const HOUR_MS = 3_600_000;

/**
 * Tells each member who has not answered a slot's date, once, 48 hours before its kick-off (a date
 * already inside that window when the slot is made is told at once). The date's reminder row is
 * inserted first: whichever process inserts it sends, any other finds it and sends nothing
 * (decision 80). Quiet hours and channels are the dispatcher's, as for every kind. Returns how
 * many members were told.
 */
export async function remindDueSlotDates(db: Db, input: { now: Date; slotId?: string }): Promise<number> {
  const windowEnd = new Date(input.now.getTime() + TEAM_SLOT_LIMITS.reminderHours * HOUR_MS);
  const slots = await db
    .select()
    .from(teamSlots)
    .where(and(eq(teamSlots.status, 'active'), input.slotId ? eq(teamSlots.id, input.slotId) : undefined));
  let told = 0;
  for (const slot of slots) {
    const due = slotDatesBetween(slot, input.now, windowEnd);
    if (due.length === 0) continue;
    const names = await slotNames(db, slot);
    for (const occurrence of due) {
      told += await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(teamSlotReminders)
          .values({ slotId: slot.id, date: occurrence.date, sentAt: input.now })
          .onConflictDoNothing()
          .returning({ slotId: teamSlotReminders.slotId });
        if (claimed.length === 0) return 0;
        const answered = tx
          .select({ userId: teamSlotAnswers.userId })
          .from(teamSlotAnswers)
          .where(and(eq(teamSlotAnswers.slotId, slot.id), eq(teamSlotAnswers.date, occurrence.date)));
        const members = await tx
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(
            and(
              eq(teamMembers.teamId, slot.teamId),
              isNull(teamMembers.leftAt),
              notInArray(teamMembers.userId, answered),
            ),
          );
        const payload = slotMention(slot, names, occurrence);
        for (const member of members)
          await notify(
            tx,
            member.userId,
            { kind: 'team_slot_reminder', payload },
            {
              dedupeKey: `team_slot_reminder:${slot.id}:${occurrence.date}:${member.userId}`,
              now: input.now,
            },
          );
        return members.length;
      });
    }
  }
  return told;
}

import { dateIn } from '@oyna/schedule';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamSlotAnswers, teamSlots } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { earliestPerMember, tellSlotChange } from './slot-change-notices.js';
import { findSlot, slotManager } from './team-slot-access.js';
import { slotKickOff } from './team-slot-schedule.js';

/**
 * The captain or a vice-captain ends a weekly slot (decision 80): it stops running and leaves the
 * team's list; members who answered coming for a future date are told once. Ending an ended slot
 * changes nothing.
 */
export async function endTeamSlot(
  db: Db,
  input: { actor: AuthUser; teamId: string; slotId: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await slotManager(db, input.actor, input.teamId);
  await db.transaction(async (tx) => {
    const slot = await findSlot(tx, { teamId: input.teamId, slotId: input.slotId, lock: true });
    if (slot.status === 'ended') return;
    await tx.update(teamSlots).set({ status: 'ended', updatedAt: now }).where(eq(teamSlots.id, slot.id));
    const answers = await tx
      .select({ userId: teamSlotAnswers.userId, answer: teamSlotAnswers.answer, date: teamSlotAnswers.date })
      .from(teamSlotAnswers)
      .where(and(eq(teamSlotAnswers.slotId, slot.id), gte(teamSlotAnswers.date, dateIn(slot.timeZone, now))));
    const members = earliestPerMember(
      answers,
      (date) => {
        const startsAt = slotKickOff(slot, date);
        return startsAt && startsAt.getTime() > now.getTime()
          ? { date, startsAt, previousStartsAt: null }
          : null;
      },
      ['coming'],
    );
    await tellSlotChange(tx, { slot, change: 'ended', members, previousVenue: null, now });
  });
}

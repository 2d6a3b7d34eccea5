import type { Language, TeamSlot, TeamSlotChange } from '@oyna/shared';
import { dateIn } from '@oyna/schedule';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamSlotAnswers, teamSlotSquads, teamSlots, venues } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { getTeamSlot } from './list-team-slots.js';
import { remindDueSlotDates } from './remind-slot-dates.js';
import { type ChangedDate, earliestPerMember, tellSlotChange } from './slot-change-notices.js';
import { assertSlotActive, findSlot, slotManager } from './team-slot-access.js';
import { assertScheduleRules, assertVenueOpen } from './team-slot-rules.js';
import { nextSlotDates, slotKickOff } from './team-slot-schedule.js';

/**
 * The captain or a vice-captain changes a weekly slot; only the fields sent change (decision 80).
 * Answers and squads of future dates no longer in the schedule are dropped; members who answered
 * coming or maybe for a future date whose time, day or venue changed are told once.
 */
export async function changeTeamSlot(
  db: Db,
  input: {
    actor: AuthUser;
    teamId: string;
    slotId: string;
    change: TeamSlotChange;
    language: Language;
    now?: Date;
  },
): Promise<TeamSlot> {
  const now = input.now ?? new Date();
  const { change } = input;
  await slotManager(db, input.actor, input.teamId);
  await db.transaction(async (tx) => {
    const slot = await findSlot(tx, { teamId: input.teamId, slotId: input.slotId, lock: true });
    assertSlotActive(slot);
    const schedule = {
      timeZone: slot.timeZone,
      weekdays: change.weekdays ? [...change.weekdays].sort((a, b) => a - b) : slot.weekdays,
      kickOffTime: change.kick_off_time ?? slot.kickOffTime,
      everyWeeks: change.every_weeks ?? slot.everyWeeks,
      startDate: change.start_date ?? slot.startDate,
      endDate: change.end_date === undefined ? slot.endDate : change.end_date,
    };
    const startChanged = schedule.startDate !== slot.startDate;
    assertScheduleRules(schedule, { startChanged, now, language: input.language });
    const venueChanged = change.venue_id !== undefined && change.venue_id !== slot.venueId;
    if (venueChanged && change.venue_id !== undefined) await assertVenueOpen(tx, change.venue_id);

    const [updated] = await tx
      .update(teamSlots)
      .set({
        ...schedule,
        kind: change.kind ?? slot.kind,
        venueId: change.venue_id ?? slot.venueId,
        durationMinutes: change.duration_minutes ?? slot.durationMinutes,
        note: change.note ?? slot.note,
        updatedAt: now,
      })
      .where(eq(teamSlots.id, slot.id))
      .returning();
    if (!updated) throw new Error('a weekly slot was not updated');

    // Every future date someone answered or was picked for, before and after the change.
    const today = dateIn(slot.timeZone, now);
    const answers = await tx
      .select({ userId: teamSlotAnswers.userId, answer: teamSlotAnswers.answer, date: teamSlotAnswers.date })
      .from(teamSlotAnswers)
      .where(and(eq(teamSlotAnswers.slotId, slot.id), gte(teamSlotAnswers.date, today)));
    const squadDates = await tx
      .selectDistinct({ date: teamSlotSquads.date })
      .from(teamSlotSquads)
      .where(and(eq(teamSlotSquads.slotId, slot.id), gte(teamSlotSquads.date, today)));
    const dates = new Set([...answers.map((row) => row.date), ...squadDates.map((row) => row.date)]);

    const changedDates = new Map<string, ChangedDate>();
    const dropped: string[] = [];
    for (const date of dates) {
      const before = slotKickOff(slot, date);
      if (!before || before.getTime() <= now.getTime()) continue;
      const after = slotKickOff(updated, date);
      if (!after) dropped.push(date);
      if (after && after.getTime() === before.getTime() && !venueChanged) continue;
      // A dropped date points at the slot's next date from then on under the new schedule.
      const [replacement] = after ? [{ date, startsAt: after }] : nextSlotDates(updated, before, 1);
      changedDates.set(date, {
        date: replacement?.date ?? date,
        startsAt: replacement?.startsAt ?? before,
        previousStartsAt: after?.getTime() === before.getTime() ? null : before,
      });
    }
    if (dropped.length > 0) {
      await tx
        .delete(teamSlotAnswers)
        .where(and(eq(teamSlotAnswers.slotId, slot.id), inArray(teamSlotAnswers.date, dropped)));
      await tx
        .delete(teamSlotSquads)
        .where(and(eq(teamSlotSquads.slotId, slot.id), inArray(teamSlotSquads.date, dropped)));
    }
    const [previousVenue] = venueChanged
      ? await tx.select({ name: venues.name }).from(venues).where(eq(venues.id, slot.venueId))
      : [];
    await tellSlotChange(tx, {
      slot: updated,
      change: 'changed',
      members: earliestPerMember(answers, (date) => changedDates.get(date) ?? null, ['coming', 'maybe']),
      previousVenue: previousVenue?.name ?? null,
      now,
    });
  });
  await remindDueSlotDates(db, { now, slotId: input.slotId });
  return getTeamSlot(db, { actor: input.actor, teamId: input.teamId, slotId: input.slotId, now });
}

import type { TeamSlotAnswer, TeamSlotDate } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamSlotAnswers, teamSlotSquads, teamSlots } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { findTeam, roleInTeam } from '../teams/team-access.js';
import { lockOpenSlotDate } from './team-slot-access.js';
import { slotDateView } from './team-slot-view.js';

/**
 * A member answers a date of a weekly slot: coming, not coming or maybe (decision 80). Only a date
 * of its schedule that has not kicked off; an answer other than coming takes the member out of
 * that date's squad. The web app and the Telegram buttons both answer through here.
 */
export async function answerSlotDate(
  db: Db,
  input: {
    userId: string;
    teamId: string;
    slotId: string;
    date: string;
    answer: TeamSlotAnswer;
    now?: Date;
  },
): Promise<TeamSlotDate> {
  const now = input.now ?? new Date();
  await findTeam(db, input.teamId);
  if ((await roleInTeam(db, input.teamId, input.userId)) === null)
    throw new AppError('team_slot_members_only', 403);
  const { slot, startsAt } = await db.transaction(async (tx) => {
    const { slot, startsAt } = await lockOpenSlotDate(tx, { ...input, now });
    await tx
      .insert(teamSlotAnswers)
      .values({
        slotId: slot.id,
        date: input.date,
        userId: input.userId,
        answer: input.answer,
        answeredAt: now,
      })
      .onConflictDoUpdate({
        target: [teamSlotAnswers.slotId, teamSlotAnswers.date, teamSlotAnswers.userId],
        set: { answer: input.answer, answeredAt: now },
      });
    if (input.answer !== 'coming')
      await tx
        .delete(teamSlotSquads)
        .where(
          and(
            eq(teamSlotSquads.slotId, slot.id),
            eq(teamSlotSquads.date, input.date),
            eq(teamSlotSquads.userId, input.userId),
          ),
        );
    return { slot, startsAt };
  });
  return slotDateView(db, { slot, date: input.date, startsAt, actorId: input.userId, now });
}

/** The bot's answer buttons carry the slot and date alone: the slot's team is read here. */
export async function answerSlotDateFromBot(
  db: Db,
  input: { userId: string; slotId: string; date: string; answer: TeamSlotAnswer },
): Promise<void> {
  const [slot] = await db
    .select({ teamId: teamSlots.teamId })
    .from(teamSlots)
    .where(eq(teamSlots.id, input.slotId));
  if (!slot) throw notFound('team_slot_not_found');
  await answerSlotDate(db, { ...input, teamId: slot.teamId });
}

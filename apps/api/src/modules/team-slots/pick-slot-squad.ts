import type { TeamSlotDate } from '@oyna/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamMembers, teamSlotAnswers, teamSlotSquads } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { notify } from '../notifications/notify.js';
import { slotMention, slotNames } from './slot-mention.js';
import { lockOpenSlotDate, slotManager } from './team-slot-access.js';
import { slotDateView } from './team-slot-view.js';

/**
 * The captain or a vice-captain picks a date's squad, replacing it whole (decision 80): every one
 * must be a current member whose answer for the date is coming (422 `team_slot_squad_not_coming`).
 * Members newly picked are told.
 */
export async function pickSlotSquad(
  db: Db,
  input: { actor: AuthUser; teamId: string; slotId: string; date: string; userIds: string[]; now?: Date },
): Promise<TeamSlotDate> {
  const now = input.now ?? new Date();
  await slotManager(db, input.actor, input.teamId);
  const { slot, startsAt } = await db.transaction(async (tx) => {
    const { slot, startsAt } = await lockOpenSlotDate(tx, { ...input, now });
    const ids = [...new Set(input.userIds)];
    const coming =
      ids.length === 0
        ? []
        : await tx
            .select({ userId: teamSlotAnswers.userId })
            .from(teamSlotAnswers)
            .innerJoin(
              teamMembers,
              and(
                eq(teamMembers.userId, teamSlotAnswers.userId),
                eq(teamMembers.teamId, input.teamId),
                isNull(teamMembers.leftAt),
              ),
            )
            .where(
              and(
                eq(teamSlotAnswers.slotId, slot.id),
                eq(teamSlotAnswers.date, input.date),
                eq(teamSlotAnswers.answer, 'coming'),
                inArray(teamSlotAnswers.userId, ids),
              ),
            );
    if (coming.length !== ids.length) throw new AppError('team_slot_squad_not_coming', 422);

    const dateOf = and(eq(teamSlotSquads.slotId, slot.id), eq(teamSlotSquads.date, input.date));
    const before = new Set(
      (await tx.select({ userId: teamSlotSquads.userId }).from(teamSlotSquads).where(dateOf)).map(
        (row) => row.userId,
      ),
    );
    await tx.delete(teamSlotSquads).where(dateOf);
    if (ids.length > 0)
      await tx
        .insert(teamSlotSquads)
        .values(ids.map((userId) => ({ slotId: slot.id, date: input.date, userId, pickedAt: now })));
    const picked = ids.filter((userId) => !before.has(userId) && userId !== input.actor.id);
    if (picked.length > 0) {
      const payload = slotMention(slot, await slotNames(tx, slot), { date: input.date, startsAt });
      for (const userId of picked)
        await notify(
          tx,
          userId,
          { kind: 'team_slot_squad', payload },
          { dedupeKey: `team_slot_squad:${slot.id}:${input.date}:${userId}:${now.getTime()}`, now },
        );
    }
    return { slot, startsAt };
  });
  return slotDateView(db, { slot, date: input.date, startsAt, actorId: input.actor.id, now });
}

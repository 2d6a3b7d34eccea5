import type { TeamSlot, TeamSlotList } from '@oyna/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamSlots } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { findSlot, slotReader } from './team-slot-access.js';
import { slotViews } from './team-slot-view.js';

/** A team's active weekly slots, each with its next dates, for a member (decision 80). */
export async function listTeamSlots(
  db: Db,
  input: { actor: AuthUser; teamId: string; now?: Date },
): Promise<TeamSlotList> {
  const now = input.now ?? new Date();
  const reader = await slotReader(db, input.actor, input.teamId);
  const slots = await db
    .select()
    .from(teamSlots)
    .where(and(eq(teamSlots.teamId, input.teamId), eq(teamSlots.status, 'active')))
    .orderBy(asc(teamSlots.createdAt), asc(teamSlots.id));
  const items = await slotViews(db, {
    teamId: input.teamId,
    slots,
    actorId: input.actor.id,
    canManage: reader.canManage,
    now,
  });
  return { items };
}

/** One slot of the team as a member reads it (after it was made or changed). */
export async function getTeamSlot(
  db: Db,
  input: { actor: AuthUser; teamId: string; slotId: string; now: Date },
): Promise<TeamSlot> {
  const reader = await slotReader(db, input.actor, input.teamId);
  const slot = await findSlot(db, { teamId: input.teamId, slotId: input.slotId });
  const [view] = await slotViews(db, {
    teamId: input.teamId,
    slots: [slot],
    actorId: input.actor.id,
    canManage: reader.canManage,
    now: input.now,
  });
  if (!view) throw new Error('a weekly slot without its view');
  return view;
}

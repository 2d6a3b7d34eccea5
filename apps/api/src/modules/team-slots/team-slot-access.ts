import { type TeamRole, teamRoleCan } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type TeamRow, type TeamSlotRow, teamSlots } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { actingRole, findTeam, roleInTeam } from '../teams/team-access.js';
import { slotKickOff } from './team-slot-schedule.js';

/** A reader of a team's weekly slots: a member (an admin acts as the captain), and whether they manage. */
export interface SlotReader {
  team: TeamRow;
  /** The reader's own role in the team; null for an admin who is not a member. */
  memberRole: TeamRole | null;
  canManage: boolean;
}

/**
 * The team's weekly slots are its members' own page: 404 for a team that does not exist, 403
 * `team_slot_members_only` for anyone else (an admin reads and manages as a captain would).
 */
export async function slotReader(db: DbExecutor, actor: AuthUser, teamId: string): Promise<SlotReader> {
  const team = await findTeam(db, teamId);
  const memberRole = await roleInTeam(db, teamId, actor.id);
  const role = actingRole(actor, memberRole);
  if (role === null) throw new AppError('team_slot_members_only', 403);
  return { team, memberRole, canManage: teamRoleCan(role, 'manageSlots') };
}

/** The captain or a vice-captain (or an admin); 403 `team_slot_manage_forbidden` for a plain member. */
export async function slotManager(db: DbExecutor, actor: AuthUser, teamId: string): Promise<SlotReader> {
  const reader = await slotReader(db, actor, teamId);
  if (!reader.canManage) throw new AppError('team_slot_manage_forbidden', 403);
  return reader;
}

/** A slot of this team, locked for the rest of the transaction when asked; 404 otherwise. */
export async function findSlot(
  db: DbExecutor,
  input: { teamId: string; slotId: string; lock?: boolean },
): Promise<TeamSlotRow> {
  const query = db
    .select()
    .from(teamSlots)
    .where(and(eq(teamSlots.id, input.slotId), eq(teamSlots.teamId, input.teamId)));
  const [slot] = input.lock ? await query.for('update') : await query;
  if (!slot) throw notFound('team_slot_not_found');
  return slot;
}

/** 409 `team_slot_ended` for a slot that no longer runs. */
export function assertSlotActive(slot: Pick<TeamSlotRow, 'status'>): void {
  if (slot.status !== 'active') throw new AppError('team_slot_ended', 409);
}

/**
 * A date of an active slot still open to answers and squads, the slot locked for the rest of the
 * transaction: 422 `team_slot_date_not_scheduled` for a date off its schedule, 409
 * `team_slot_answer_closed` once it has kicked off.
 */
export async function lockOpenSlotDate(
  tx: DbExecutor,
  input: { teamId: string; slotId: string; date: string; now: Date },
): Promise<{ slot: TeamSlotRow; startsAt: Date }> {
  const slot = await findSlot(tx, { teamId: input.teamId, slotId: input.slotId, lock: true });
  assertSlotActive(slot);
  const startsAt = slotKickOff(slot, input.date);
  if (!startsAt) throw new AppError('team_slot_date_not_scheduled', 422);
  if (startsAt.getTime() <= input.now.getTime()) throw new AppError('team_slot_answer_closed', 409);
  return { slot, startsAt };
}

import { presetById, validateFormation } from '@oyna/formation';
import {
  type Formation,
  type FormationListResponse,
  MAX_FORMATIONS_PER_TEAM,
  type SaveFormationInput,
} from '@oyna/shared';
import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type TeamFormationRow, teamFormations, teamMembers } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { assertMembersVisible, assertTeamCan, findTeam, lockTeam, roleInTeam } from './team-access.js';
import { isUniqueViolation } from './unique-violation.js';

async function currentMemberIds(db: DbExecutor, teamId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), isNull(teamMembers.leftAt)));
  return new Set(rows.map((row) => row.userId));
}

/** A saved formation as read now: members who have left drop out of the assignments and the bench. */
function toFormation(row: TeamFormationRow, members: Set<string>): Formation {
  return {
    id: row.id,
    team_id: row.teamId,
    name: row.name,
    format: row.format,
    preset_id: row.presetId,
    slots: row.slots,
    assignments: row.assignments.filter((assignment) => members.has(assignment.user_id)),
    bench: row.bench.filter((userId) => members.has(userId)),
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `GET /teams/{id}/formations`: the default first, then by name; members only for a private team. */
export async function listFormations(
  db: DbExecutor,
  options: { actor: AuthUser; teamId: string },
): Promise<FormationListResponse> {
  const team = await findTeam(db, options.teamId);
  assertMembersVisible(team, options.actor, await roleInTeam(db, team.id, options.actor.id));
  const rows = await db
    .select()
    .from(teamFormations)
    .where(eq(teamFormations.teamId, team.id))
    .orderBy(desc(teamFormations.isDefault), asc(teamFormations.name), asc(teamFormations.id));
  const members = await currentMemberIds(db, team.id);
  return { items: rows.map((row) => toFormation(row, members)) };
}

/** `GET /teams/{id}/formations/{formation_id}`. */
export async function getFormation(
  db: DbExecutor,
  options: { actor: AuthUser; teamId: string; formationId: string },
): Promise<Formation> {
  const team = await findTeam(db, options.teamId);
  assertMembersVisible(team, options.actor, await roleInTeam(db, team.id, options.actor.id));
  const [row] = await db
    .select()
    .from(teamFormations)
    .where(and(eq(teamFormations.id, options.formationId), eq(teamFormations.teamId, team.id)));
  if (!row) throw notFound('formation_not_found');
  return toFormation(row, await currentMemberIds(db, team.id));
}

/**
 * The rules of a saved formation (decision 22): the slots suit the format (`validateFormation` of
 * @oyna/formation) and the preset, if named, is of that format; each slot holds at most one current
 * member and each member stands in one place, on the pitch or on the bench.
 */
function checkFormation(input: SaveFormationInput, members: Set<string>): void {
  const preset = input.preset_id === null ? null : presetById(input.preset_id);
  if (
    validateFormation(input.format, input.slots).length > 0 ||
    preset === undefined ||
    (preset !== null && preset.format !== input.format)
  )
    throw new AppError('formation_invalid', 422);
  const slotIds = new Set(input.slots.map((slot) => slot.id));
  const usedSlots = new Set<string>();
  const placed = new Set<string>();
  for (const { slot_id: slotId, user_id: userId } of input.assignments) {
    if (!slotIds.has(slotId) || usedSlots.has(slotId) || placed.has(userId) || !members.has(userId))
      throw new AppError('formation_assignment_invalid', 422);
    usedSlots.add(slotId);
    placed.add(userId);
  }
  for (const userId of input.bench) {
    if (placed.has(userId) || !members.has(userId)) throw new AppError('formation_assignment_invalid', 422);
    placed.add(userId);
  }
}

/**
 * Saves a formation: a new one (`formationId` undefined, at most MAX_FORMATIONS_PER_TEAM) or a
 * replacement. Marking it the default unmarks the previous default in the same transaction.
 */
export async function saveFormation(
  db: Db,
  options: {
    actor: AuthUser;
    teamId: string;
    formationId?: string;
    formation: SaveFormationInput;
    now?: Date;
  },
): Promise<Formation> {
  const now = options.now ?? new Date();
  const { actor, formation: input } = options;
  try {
    const row = await db.transaction(async (tx) => {
      const team = await lockTeam(tx, options.teamId);
      assertTeamCan(actor, await roleInTeam(tx, team.id, actor.id), 'manageFormations');
      const members = await currentMemberIds(tx, team.id);
      checkFormation(input, members);
      if (options.formationId === undefined) {
        const existing = await tx.$count(teamFormations, eq(teamFormations.teamId, team.id));
        if (existing >= MAX_FORMATIONS_PER_TEAM) throw new AppError('formation_limit', 409);
      }
      if (input.is_default)
        await tx
          .update(teamFormations)
          .set({ isDefault: false, updatedAt: now })
          .where(
            and(
              eq(teamFormations.teamId, team.id),
              eq(teamFormations.isDefault, true),
              options.formationId ? ne(teamFormations.id, options.formationId) : undefined,
            ),
          );
      const fields = {
        name: input.name,
        format: input.format,
        presetId: input.preset_id,
        slots: input.slots,
        assignments: input.assignments,
        bench: input.bench,
        isDefault: input.is_default,
        updatedBy: actor.id,
        updatedAt: now,
      };
      if (options.formationId === undefined) {
        const [created] = await tx
          .insert(teamFormations)
          .values({ ...fields, teamId: team.id, createdAt: now })
          .returning();
        return { row: created, members };
      }
      const [updated] = await tx
        .update(teamFormations)
        .set(fields)
        .where(and(eq(teamFormations.id, options.formationId), eq(teamFormations.teamId, team.id)))
        .returning();
      if (!updated) throw notFound('formation_not_found');
      return { row: updated, members };
    });
    if (!row.row) throw notFound('formation_not_found');
    return toFormation(row.row, row.members);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('formation_name_taken', 409, { cause: error });
    throw error;
  }
}

/** `DELETE /teams/{id}/formations/{formation_id}`. */
export async function deleteFormation(
  db: Db,
  options: { actor: AuthUser; teamId: string; formationId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const team = await lockTeam(tx, options.teamId);
    assertTeamCan(options.actor, await roleInTeam(tx, team.id, options.actor.id), 'manageFormations');
    const deleted = await tx
      .delete(teamFormations)
      .where(and(eq(teamFormations.id, options.formationId), eq(teamFormations.teamId, team.id)))
      .returning({ id: teamFormations.id });
    if (deleted.length === 0) throw notFound('formation_not_found');
  });
}

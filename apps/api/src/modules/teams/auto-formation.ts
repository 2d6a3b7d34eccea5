import {
  FormationError,
  type FormationPlayer,
  type PlacementReason,
  defaultPreset,
  presetById,
  solveFormation,
  validateFormation,
} from '@oyna/formation';
import type { AutoFormationInput, AutoFormationResult, PlacementReasonBody } from '@oyna/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { playerRatings, teamMembers, users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { assertTeamCan, findTeam, roleInTeam } from './team-access.js';
import { teamPlayerColumns, toTeamPlayer } from './team-player.js';

/** The solver's reason in the contract's words (a compile error here means the two drifted apart). */
function toReasonBody(reason: PlacementReason): PlacementReasonBody {
  return {
    role: reason.role,
    fit: reason.fit,
    via: reason.via,
    foot: reason.foot,
    foot_suits: reason.footSuits,
    strength: reason.strength,
    strength_source: reason.strengthSource,
    strong_skills: reason.strongSkills,
    locked: reason.locked,
  };
}

/** The slots asked for: drawn by hand, a preset, or the format's default preset. */
function slotsFor(input: AutoFormationInput) {
  if (input.slots) {
    if (validateFormation(input.format, input.slots).length > 0) throw new AppError('formation_invalid', 422);
    return { presetId: null, slots: input.slots };
  }
  const preset = input.preset_id ? presetById(input.preset_id) : defaultPreset(input.format);
  if (!preset || preset.format !== input.format) throw new AppError('formation_invalid', 422);
  return { presetId: preset.id, slots: preset.slots.map(({ id, role, x, y }) => ({ id, role, x, y })) };
}

/**
 * `POST /teams/{id}/formations/auto`: the best line-up of the team's current members (or the
 * members in `player_ids`, e.g. a match squad) for the slots, by the exact solver of
 * @oyna/formation; `locks` keep players where the captain put them (semi-automatic). Members are
 * offered in the order they joined, so among equally good line-ups the longer-standing start.
 * Nothing is saved.
 */
export async function autoFormation(
  db: DbExecutor,
  options: { actor: AuthUser; teamId: string; input: AutoFormationInput },
): Promise<AutoFormationResult> {
  const { actor, input } = options;
  const team = await findTeam(db, options.teamId);
  assertTeamCan(actor, await roleInTeam(db, team.id, actor.id), 'manageFormations');
  const { presetId, slots } = slotsFor(input);

  const rows = await db
    .select({ player: teamPlayerColumns, skills: users.skills })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(playerRatings, eq(playerRatings.userId, users.id))
    .where(and(eq(teamMembers.teamId, team.id), isNull(teamMembers.leftAt)))
    .orderBy(asc(teamMembers.joinedAt), asc(users.id));
  const memberIds = new Set(rows.map((row) => row.player.id));
  const chosen = input.player_ids ? new Set(input.player_ids) : memberIds;
  const unavailable = new Set(input.unavailable);
  if ([...chosen, ...unavailable].some((userId) => !memberIds.has(userId)))
    throw new AppError('formation_assignment_invalid', 422);
  const considered = rows.filter((row) => chosen.has(row.player.id));
  const players: FormationPlayer[] = considered.map(({ player, skills }) => ({
    id: player.id,
    primaryPosition: player.primaryPosition,
    secondaryPositions: player.secondaryPositions,
    preferredFoot: player.preferredFoot,
    rating: player.rating,
    skills,
    available: !unavailable.has(player.id),
  }));

  let solution;
  try {
    solution = solveFormation({
      slots,
      players,
      locks: input.locks.map((lock) => ({ playerId: lock.user_id, slotId: lock.slot_id })),
    });
  } catch (error) {
    if (error instanceof FormationError) throw new AppError('formation_lock_invalid', 422, { cause: error });
    throw error;
  }
  return {
    format: input.format,
    preset_id: presetId,
    slots,
    lineup: solution.lineup.map((placement) => ({
      slot_id: placement.slotId,
      user_id: placement.playerId,
      reason: placement.reason ? toReasonBody(placement.reason) : null,
    })),
    bench: solution.bench,
    unavailable: solution.unavailable,
    players: considered.map(({ player }) => toTeamPlayer(player, { viewer: actor, sharedWithViewer: true })),
  };
}

import { TEAM_SLOT_LIMITS, type Language, type TeamSlot, type TeamSlotInput } from '@oyna/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamSlots } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { lockTeam } from '../teams/team-access.js';
import { getTeamSlot } from './list-team-slots.js';
import { remindDueSlotDates } from './remind-slot-dates.js';
import { slotManager } from './team-slot-access.js';
import { assertScheduleRules, assertVenueOpen } from './team-slot-rules.js';

const TIME_ZONE = 'Asia/Baku';

/**
 * The captain or a vice-captain gives the team a weekly slot (decision 80). At most three run at
 * once (counted under the team's lock); a date already within the reminder window is reminded at once.
 */
export async function createTeamSlot(
  db: Db,
  input: { actor: AuthUser; teamId: string; slot: TeamSlotInput; language: Language; now?: Date },
): Promise<TeamSlot> {
  const now = input.now ?? new Date();
  const { slot: fields } = input;
  await slotManager(db, input.actor, input.teamId);
  const values = {
    teamId: input.teamId,
    kind: fields.kind,
    venueId: fields.venue_id,
    weekdays: [...fields.weekdays].sort((a, b) => a - b),
    kickOffTime: fields.kick_off_time,
    everyWeeks: fields.every_weeks,
    timeZone: TIME_ZONE,
    startDate: fields.start_date,
    endDate: fields.end_date,
    durationMinutes: fields.duration_minutes,
    note: fields.note,
    createdBy: input.actor.id,
  };
  assertScheduleRules(values, { startChanged: true, now, language: input.language });

  const created = await db.transaction(async (tx) => {
    await lockTeam(tx, input.teamId);
    const [active] = await tx
      .select({ n: count() })
      .from(teamSlots)
      .where(and(eq(teamSlots.teamId, input.teamId), eq(teamSlots.status, 'active')));
    if ((active?.n ?? 0) >= TEAM_SLOT_LIMITS.activePerTeam)
      throw new AppError('team_slot_limit_reached', 409);
    await assertVenueOpen(tx, fields.venue_id);
    const [row] = await tx.insert(teamSlots).values(values).returning({ id: teamSlots.id });
    if (!row) throw new Error('a weekly slot was not stored');
    return row;
  });
  await remindDueSlotDates(db, { now, slotId: created.id });
  return getTeamSlot(db, { actor: input.actor, teamId: input.teamId, slotId: created.id, now });
}

import { randomBytes } from 'node:crypto';
import { type Competition, type CreateCompetitionInput, manatToQepik } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { competitions } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { assertDeadline, assertFormat, assertVenuePitches, windowSpan } from './competition-rules.js';
import { toCompetitionDetail } from './competition-view.js';

/**
 * `POST /competitions`: an organizer or an admin creates a cup or a league; it opens for
 * registration at once. The pitches must exist at active venues; the deadline must fall before the
 * first window (docs/decisions/0032-competitions.md).
 */
export async function createCompetition(
  db: Db,
  options: { actor: AuthUser; body: CreateCompetitionInput; now?: Date },
): Promise<Competition> {
  const now = options.now ?? new Date();
  const { body } = options;
  assertFormat(body);
  const deadline = new Date(body.registration_deadline);
  assertDeadline(deadline, body.windows, now);
  const venuePitches = await assertVenuePitches(db, body.venues);
  const { startsOn, endsOn } = windowSpan(body.windows);
  const [row] = await db
    .insert(competitions)
    .values({
      name: body.name,
      description: body.description,
      kind: body.kind,
      format: body.format,
      roundRobinLegs: body.round_robin_legs,
      groupCount: body.group_count,
      advancePerGroup: body.advance_per_group,
      thirdPlace: body.third_place,
      matchFormat: body.match_format,
      matchMinutes: body.match_minutes,
      changeoverMinutes: body.changeover_minutes,
      minRestMinutes: body.min_rest_minutes,
      maxRoundsPerDay: body.max_rounds_per_day,
      venuePitches,
      windows: body.windows.map((window) => ({ date: window.date, start: window.start, end: window.end })),
      startsOn,
      endsOn,
      minTeams: body.min_teams,
      maxTeams: body.max_teams,
      squadMin: body.squad_min,
      squadMax: body.squad_max,
      entryFeeQepik: manatToQepik(body.entry_fee) ?? 0,
      registrationDeadline: deadline,
      tiebreak: body.tiebreak,
      access: body.access,
      lotsSeed: randomBytes(8).toString('hex'),
      organizerId: options.actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('competition not created');
  return toCompetitionDetail(db, row, { actor: options.actor, now });
}

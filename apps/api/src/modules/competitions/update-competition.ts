import { type Competition, type UpdateCompetitionBody, manatToQepik } from '@oyna/shared';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type NewCompetitionRow, competitionTeams, competitions } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { changeCompetition } from './change-competition.js';
import { cancelCompetition } from './cancel-competition.js';
import { assertDeadline, assertFormat, assertVenuePitches, windowSpan } from './competition-rules.js';

const RULES = [
  'registration_deadline',
  'min_teams',
  'max_teams',
  'squad_min',
  'squad_max',
  'entry_fee',
  'match_minutes',
  'venues',
  'windows',
  'tiebreak',
  'access',
  'third_place',
] as const;

/**
 * `PATCH /competitions/{id}` (organizer or admin): while registering every rule may change (the
 * fee only while nobody has paid; never below the teams already in); after the draw only the name
 * and the description. `status: 'cancelled'` cancels it (before it finishes) and refunds every
 * fee once.
 */
export async function updateCompetition(
  db: Db,
  options: { actor: AuthUser; competitionId: string; body: UpdateCompetitionBody; now?: Date },
): Promise<Competition> {
  const now = options.now ?? new Date();
  const { body } = options;
  return changeCompetition(db, { ...options, now }, async (tx, competition) => {
    if (competition.status === 'cancelled' || competition.status === 'finished')
      throw new AppError('competition_not_editable', 409);
    const changesRules = RULES.some((key) => body[key] !== undefined);
    if (changesRules && competition.status !== 'registering')
      throw new AppError('competition_not_editable', 409);

    const set: Partial<NewCompetitionRow> = { updatedAt: now };
    if (body.name !== undefined) set.name = body.name;
    if (body.description !== undefined) set.description = body.description;
    if (changesRules) {
      const [paid] = await tx
        .select({ teams: count() })
        .from(competitionTeams)
        .where(and(eq(competitionTeams.competitionId, competition.id), gt(competitionTeams.payments, 0)));
      const [accepted] = await tx
        .select({ teams: count() })
        .from(competitionTeams)
        .where(
          and(eq(competitionTeams.competitionId, competition.id), eq(competitionTeams.status, 'accepted')),
        );
      const fee = body.entry_fee === undefined ? undefined : (manatToQepik(body.entry_fee) ?? 0);
      if (fee !== undefined && fee !== competition.entryFeeQepik && (paid?.teams ?? 0) > 0)
        throw new AppError('competition_fee_locked', 409);
      const minTeams = body.min_teams ?? competition.minTeams;
      const maxTeams = body.max_teams ?? competition.maxTeams;
      if (minTeams > maxTeams || maxTeams < (accepted?.teams ?? 0))
        throw new AppError('competition_format_invalid', 422);
      assertFormat({
        format: competition.format,
        group_count: competition.groupCount,
        advance_per_group: competition.advancePerGroup,
        min_teams: minTeams,
        max_teams: maxTeams,
      });
      if ((body.squad_min ?? competition.squadMin) > (body.squad_max ?? competition.squadMax))
        throw new AppError('competition_format_invalid', 422);
      const windows = body.windows ?? competition.windows;
      const deadline = body.registration_deadline
        ? new Date(body.registration_deadline)
        : competition.registrationDeadline;
      // Past its deadline a competition waits for its draw (decision 42): the organizer may fix the
      // windows without reopening registration (the deadline left out or sent unchanged), as long as
      // they open ahead.
      const deadlineMoved = deadline.getTime() !== competition.registrationDeadline.getTime();
      const drawPending = !deadlineMoved && deadline.getTime() <= now.getTime();
      if (drawPending && body.windows !== undefined) {
        if (windowSpan(windows).first.getTime() <= now.getTime())
          throw new AppError('competition_deadline_invalid', 422);
      } else if (body.windows !== undefined || deadlineMoved) assertDeadline(deadline, windows, now);
      if (body.venues !== undefined) set.venuePitches = await assertVenuePitches(tx, body.venues);
      if (body.windows !== undefined) {
        set.windows = body.windows.map((window) => ({
          date: window.date,
          start: window.start,
          end: window.end,
        }));
        const span = windowSpan(body.windows);
        set.startsOn = span.startsOn;
        set.endsOn = span.endsOn;
      }
      set.registrationDeadline = deadline;
      set.minTeams = minTeams;
      set.maxTeams = maxTeams;
      if (body.squad_min !== undefined) set.squadMin = body.squad_min;
      if (body.squad_max !== undefined) set.squadMax = body.squad_max;
      if (fee !== undefined) set.entryFeeQepik = fee;
      if (body.match_minutes !== undefined) set.matchMinutes = body.match_minutes;
      if (body.tiebreak !== undefined) set.tiebreak = body.tiebreak;
      if (body.access !== undefined) set.access = body.access;
      if (body.third_place !== undefined) set.thirdPlace = body.third_place;
      // New rules may make the draw possible: the clock tries it at its next round, and a new
      // failure tells the organizer again.
      set.drawFailures = 0;
      set.drawFailedAt = null;
      set.drawFailureCode = null;
      set.drawRetryAt = null;
    }
    const [updated] = await tx
      .update(competitions)
      .set(set)
      .where(eq(competitions.id, competition.id))
      .returning();
    if (!updated) throw new Error(`competition ${competition.id} vanished`);
    if (body.status === 'cancelled')
      return cancelCompetition(tx, updated, { reason: body.cancel_reason ?? null, now });
    return updated;
  });
}

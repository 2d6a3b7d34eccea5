import { validateSchedule } from '@oyna/competition';
import type { CompetitionMatch, RescheduleCompetitionMatchBody } from '@oyna/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { competitionMatches, games } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { lockGame } from '../games/lock-game.js';
import { assertVenueHasPitches } from '../games/venue-pitches.js';
import {
  assertManagesCompetition,
  findCompetition,
  lockCompetition,
  lockCompetitionMatch,
} from './competition-access.js';
import { busyIntervals, scheduleRules } from './schedule-competition.js';
import { matchView } from './record-result.js';
import { notifyMatchMoved } from './competition-notifications.js';

const MINUTE_MS = 60_000;

/**
 * `PATCH /competitions/{id}/matches/{match_id}` (organizer or admin): moves a match not yet played
 * to another kick-off or pitch of the competition, under the rules of the draw: inside a window,
 * the pitch free (other games and this competition's matches, with the changeover), rest for both
 * teams, after the matches that feed it; its game moves with it.
 */
export async function rescheduleMatch(
  db: Db,
  options: {
    actor: AuthUser;
    competitionId: string;
    matchId: string;
    body: RescheduleCompetitionMatchBody;
    now?: Date;
  },
): Promise<CompetitionMatch> {
  const now = options.now ?? new Date();
  const { body } = options;
  await db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, options.competitionId);
    assertManagesCompetition(options.actor, competition);
    const match = await lockCompetitionMatch(tx, competition.id, options.matchId);
    if (competition.status !== 'scheduled' && competition.status !== 'in_progress')
      throw new AppError('competition_match_not_ready', 409);
    if (match.status === 'played' || match.status === 'awaiting_confirmation' || match.status === 'void')
      throw new AppError('competition_match_played', 409);
    const startsAt = new Date(body.starts_at);
    const known = competition.venuePitches.some(
      (entry) => entry.venueId === body.venue_id && entry.pitches.includes(body.pitch),
    );
    if (!known) throw new AppError('competition_venue_invalid', 422);

    const busy = await busyIntervals(tx, competition, { ignoreMatchIds: [match.id] });
    const rules = scheduleRules(competition, busy);
    const all = await tx
      .select()
      .from(competitionMatches)
      .where(and(eq(competitionMatches.competitionId, competition.id), ne(competitionMatches.id, match.id)));
    const placed = all.filter((other) => other.startsAt && other.venueId && other.pitch);
    const teamsOf = (row: typeof match) =>
      [row.homeTeamId, row.awayTeamId].filter((team): team is string => team !== null);
    const feeders = [match.homeSlot, match.awaySlot].flatMap((slot) =>
      slot && (slot.kind === 'winner' || slot.kind === 'loser') ? [slot.match] : [],
    );
    const idOf = (row: typeof match) => row.bracketId ?? row.id;
    const placement = {
      matchId: idOf(match),
      venueId: String(body.venue_id),
      pitch: body.pitch,
      start: startsAt.toISOString(),
      end: new Date(startsAt.getTime() + competition.matchMinutes * MINUTE_MS).toISOString(),
    };
    // Check the moved match against the others' teams and feeders; the pitch clash with them is in `busy`.
    const violations = validateSchedule(
      [
        { id: idOf(match), round: match.round, teams: teamsOf(match), after: feeders },
        ...placed.map((other) => ({ id: idOf(other), round: other.round, teams: teamsOf(other) })),
      ],
      { ...rules, busy: busy.filter((interval) => !placed.some((other) => sameSlot(other, interval))) },
      [
        placement,
        ...placed.map((other) => ({
          matchId: idOf(other),
          venueId: String(other.venueId),
          pitch: other.pitch as number,
          start: (other.startsAt as Date).toISOString(),
          end: new Date(
            (other.startsAt as Date).getTime() + competition.matchMinutes * MINUTE_MS,
          ).toISOString(),
        })),
      ],
    ).filter((violation) => violation.matchIds.includes(idOf(match)));
    const kinds = new Set(violations.map((violation) => violation.kind));
    if (kinds.has('outside_window')) throw new AppError('competition_outside_window', 422);
    if (kinds.has('pitch_double_booked') || kinds.has('busy_clash'))
      throw new AppError('competition_pitch_taken', 409);
    if (kinds.has('team_rest') || kinds.has('feeder_order')) throw new AppError('competition_team_rest', 409);

    if (match.gameId) {
      await lockGame(tx, match.gameId, { origin: 'competition' });
      await assertVenueHasPitches(tx, {
        venueId: body.venue_id,
        planned: [{ startsAt, durationMinutes: competition.matchMinutes }],
        ignoreGameIds: [match.gameId],
      });
      await tx
        .update(games)
        .set({ venueId: body.venue_id, startsAt, updatedAt: now })
        .where(eq(games.id, match.gameId));
    }
    const [moved] = await tx
      .update(competitionMatches)
      .set({ venueId: body.venue_id, pitch: body.pitch, startsAt, reminderSentFor: null, updatedAt: now })
      .where(eq(competitionMatches.id, match.id))
      .returning();
    if (moved)
      await notifyMatchMoved(tx, { competition, match: moved, previousStartsAt: match.startsAt, now });
  });
  const competition = await findCompetition(db, options.competitionId);
  return matchView(db, { actor: options.actor, competition, matchId: options.matchId, now });
}

/** A busy interval that is one of this competition's own placed matches (validated as a placement instead). */
function sameSlot(
  match: { venueId: number | null; pitch: number | null; startsAt: Date | null },
  interval: { venueId: string; pitch: number; start: string },
): boolean {
  return (
    match.startsAt !== null &&
    String(match.venueId) === interval.venueId &&
    match.pitch === interval.pitch &&
    match.startsAt.toISOString() === interval.start
  );
}

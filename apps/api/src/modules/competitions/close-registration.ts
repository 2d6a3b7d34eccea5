import { CompetitionError } from '@oyna/competition';
import type { Competition } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type CompetitionRow, competitionMatches, competitionTeams, competitions } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { changeCompetition } from './change-competition.js';
import { teamRefs, teamRatings } from './competition-view.js';
import { cancelCompetition } from './cancel-competition.js';
import { drawFixtures } from './draw-fixtures.js';
import { notifyFixturesPublished } from './competition-notifications.js';
import { createMatchGames, matchGameTitle, placeMatches } from './schedule-competition.js';

/**
 * `POST /competitions/{id}/close-registration` (organizer or admin): closes registration. With
 * fewer accepted teams than `min_teams` the competition is cancelled and every fee refunded once;
 * otherwise the engine draws the fixtures (groups seeded by the organizer's seeds, then rating)
 * and places every match on the competition's pitches and windows, around whatever is already at
 * those pitches and with rest between a team's matches; each placed match takes its pitch as a
 * game. If a match cannot be placed nothing changes (422 `competition_schedule_failed`).
 */
export async function closeRegistration(
  db: Db,
  options: { actor: AuthUser; competitionId: string; now?: Date },
): Promise<Competition> {
  const now = options.now ?? new Date();
  return changeCompetition(db, { ...options, now }, async (tx, competition) => {
    if (competition.status !== 'registering') throw new AppError('competition_not_registering', 409);
    return closeLockedRegistration(tx, competition, now);
  });
}

/**
 * Closes the registration of a competition whose row the caller has locked and found registering:
 * cancels it with refunds when too few teams are accepted, otherwise draws and schedules. Throws
 * 422 `competition_schedule_failed` / `competition_format_invalid` when the draw cannot be made
 * (the caller's transaction then rolls back). Shared by the organizer's close and the deadline.
 */
export async function closeLockedRegistration(
  tx: DbExecutor,
  competition: CompetitionRow,
  now: Date,
): Promise<CompetitionRow> {
  const registered = await tx
    .select()
    .from(competitionTeams)
    .where(and(eq(competitionTeams.competitionId, competition.id), eq(competitionTeams.status, 'accepted')));
  if (registered.length < competition.minTeams)
    return cancelCompetition(tx, competition, { reason: null, now, tooFewTeams: true });

  const ratings = await teamRatings(
    tx,
    registered.map((registration) => registration.teamId),
  );
  const { drawn, placements } = await engineRefusals(async () => {
    const drawn = drawFixtures(
      competition,
      registered.map((registration) => ({
        id: registration.teamId,
        seed: registration.seed,
        rating: ratings.get(registration.teamId) ?? null,
      })),
    );
    return { drawn, placements: await placeMatches(tx, competition, drawn.schedule) };
  });
  if (!placements) throw new AppError('competition_schedule_failed', 422);
  const placementOf = new Map(placements.map((placement) => [placement.matchId, placement]));

  const names = await teamRefs(
    tx,
    registered.map((registration) => registration.teamId),
  );
  const inserted = await tx
    .insert(competitionMatches)
    .values(
      [...drawn.matches].map(([id, row]) => {
        const placement = placementOf.get(id);
        return {
          ...row,
          competitionId: competition.id,
          venueId: placement ? Number(placement.venueId) : null,
          pitch: placement?.pitch ?? null,
          startsAt: placement ? new Date(placement.start) : null,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .returning();
  const gameIds = await createMatchGames(
    tx,
    competition,
    inserted.flatMap((match) =>
      match.venueId !== null && match.startsAt !== null
        ? [
            {
              matchId: match.id,
              venueId: match.venueId,
              startsAt: match.startsAt,
              title: matchGameTitle(
                match.homeTeamId ? names.get(match.homeTeamId)?.name : null,
                match.awayTeamId ? names.get(match.awayTeamId)?.name : null,
                competition.name,
              ),
            },
          ]
        : [],
    ),
    now,
  );
  for (const [matchId, gameId] of gameIds) {
    await tx.update(competitionMatches).set({ gameId }).where(eq(competitionMatches.id, matchId));
  }
  for (const [teamId, group] of drawn.groups) {
    await tx
      .update(competitionTeams)
      .set({ groupName: group, updatedAt: now })
      .where(and(eq(competitionTeams.competitionId, competition.id), eq(competitionTeams.teamId, teamId)));
  }
  const [scheduled] = await tx
    .update(competitions)
    .set({ status: 'scheduled', bracket: drawn.bracket, drawnAt: now, updatedAt: now })
    .where(eq(competitions.id, competition.id))
    .returning();
  if (!scheduled) throw new Error('competition vanished');
  await notifyFixturesPublished(tx, { competition: scheduled, now });
  return scheduled;
}

/** The engine refuses settings it cannot draw (too few teams for the groups, say): a 422, never a 500. */
async function engineRefusals<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CompetitionError)
      throw new AppError('competition_format_invalid', 422, { cause: error });
    throw error;
  }
}

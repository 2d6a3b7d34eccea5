import { type CreateTeamMatchInput, TEAM_MATCH_MAX_DAYS_AHEAD, type TeamMatch } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { teamMatches } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { assertVenueHasPitches } from '../games/venue-pitches.js';
import { findTeam } from '../teams/team-access.js';
import { notifyTeamManagers } from './notify-team-managers.js';
import { assertManagesTeam, getTeamMatch } from './team-match-access.js';

const DAY_MS = 24 * 3_600_000;

/**
 * `POST /team-matches`: the home captain challenges another active team at a venue of the
 * directory, for a kick-off in the future (at most TEAM_MATCH_MAX_DAYS_AHEAD days ahead) when the
 * venue has a free pitch. The challenge waits for the other captain (decision 22), who is told, with
 * the vice-captains.
 */
export async function createTeamMatch(
  db: Db,
  options: { actor: AuthUser; match: CreateTeamMatchInput; now?: Date },
): Promise<TeamMatch> {
  const now = options.now ?? new Date();
  const { actor, match: input } = options;
  if (input.home_team_id === input.away_team_id) throw new AppError('team_match_same_team', 422);
  const startsAt = new Date(input.starts_at);
  if (
    startsAt.getTime() <= now.getTime() ||
    startsAt.getTime() > now.getTime() + TEAM_MATCH_MAX_DAYS_AHEAD * DAY_MS
  )
    throw new AppError('team_match_time_invalid', 422);

  const id = await db.transaction(async (tx) => {
    const home = await findTeam(tx, input.home_team_id);
    await assertManagesTeam(tx, actor, home.id);
    const away = await findTeam(tx, input.away_team_id);
    if (home.status !== 'active' || away.status !== 'active') throw new AppError('team_inactive', 409);
    // Checked again on acceptance, when the match takes its pitch.
    await assertVenueHasPitches(tx, {
      venueId: input.venue_id,
      planned: [{ startsAt, durationMinutes: input.duration_minutes }],
    });
    const [created] = await tx
      .insert(teamMatches)
      .values({
        homeTeamId: home.id,
        awayTeamId: away.id,
        venueId: input.venue_id,
        startsAt,
        durationMinutes: input.duration_minutes,
        format: input.format,
        message: input.message,
        proposedBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: teamMatches.id });
    if (!created) throw new Error('team match not created');
    await notifyTeamManagers(tx, {
      kind: 'team_match_challenge',
      match: { id: created.id, startsAt },
      team: away,
      opponent: home,
      actorId: actor.id,
      now,
    });
    return created.id;
  });
  return getTeamMatch(db, { actor, matchId: id, now });
}

import { and, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { competitionMatches, competitions, teamMembers, teams, venues } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';

const HOUR_MS = 3_600_000;
/** Players hear about a match the day before: from 24 hours to 18 hours before its kick-off. */
export const MATCH_TOMORROW_FROM_MS = 24 * HOUR_MS;
export const MATCH_TOMORROW_LATEST_MS = 18 * HOUR_MS;

/**
 * The notification clock's look at competitions: every current member of both teams of a scheduled
 * match kicking off in 18 to 24 hours hears "my next match tomorrow", once per kick-off (a moved
 * match is announced again). Returns how many were written.
 */
export async function scanCompetitionMatchesTomorrow(db: DbExecutor, now: Date): Promise<number> {
  const rows = await db
    .select({ match: competitionMatches, competition: competitions, venue: venues.name })
    .from(competitionMatches)
    .innerJoin(competitions, eq(competitions.id, competitionMatches.competitionId))
    .innerJoin(venues, eq(venues.id, competitionMatches.venueId))
    .where(
      and(
        eq(competitionMatches.status, 'scheduled'),
        inArray(competitions.status, ['scheduled', 'in_progress']),
        isNotNull(competitionMatches.homeTeamId),
        isNotNull(competitionMatches.awayTeamId),
        gt(competitionMatches.startsAt, new Date(now.getTime() + MATCH_TOMORROW_LATEST_MS)),
        lte(competitionMatches.startsAt, new Date(now.getTime() + MATCH_TOMORROW_FROM_MS)),
      ),
    );
  let written = 0;
  for (const { match, competition, venue } of rows) {
    const sides = [match.homeTeamId, match.awayTeamId].filter((id): id is string => id !== null);
    if (sides.length !== 2 || !match.startsAt) continue;
    const teamRows = await db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(inArray(teams.id, sides));
    const nameOf = (id: string) => teamRows.find((row) => row.id === id)?.name ?? '';
    const members = await db
      .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(inArray(teamMembers.teamId, sides), isNull(teamMembers.leftAt)));
    for (const member of members) {
      const opponent = sides.find((id) => id !== member.teamId) ?? '';
      const created = await notify(
        db,
        member.userId,
        {
          kind: 'competition_match_tomorrow',
          payload: {
            team_id: member.teamId,
            team_name: nameOf(member.teamId),
            competition_id: competition.id,
            competition_name: competition.name,
            match_id: match.id,
            opponent_name: nameOf(opponent),
            starts_at: match.startsAt.toISOString(),
            venue,
          },
        },
        {
          dedupeKey: `competition_match_tomorrow:${match.id}:${match.startsAt.toISOString()}:${member.userId}`,
          now,
        },
      );
      if (created) written += 1;
    }
  }
  return written;
}

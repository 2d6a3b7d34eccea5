import { BAKU_UTC_OFFSET, type GameFormat } from '@oyna/shared';
import { and, desc, eq, notInArray, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { competitionTeams, competitions, teamMatches } from '../../db/schema.js';

/**
 * The format the team plays (docs/product-rules.md#teams): that of its latest team match or of the
 * competition it entered, whichever begins last (declined and cancelled matches and registrations
 * not accepted do not count); null before either. A new formation opens at it.
 */
export async function teamUsualFormat(db: DbExecutor, teamId: string): Promise<GameFormat | null> {
  const [match] = await db
    .select({ format: teamMatches.format, at: teamMatches.startsAt })
    .from(teamMatches)
    .where(
      and(
        or(eq(teamMatches.homeTeamId, teamId), eq(teamMatches.awayTeamId, teamId)),
        notInArray(teamMatches.status, ['declined', 'cancelled']),
      ),
    )
    .orderBy(desc(teamMatches.startsAt))
    .limit(1);
  const [entry] = await db
    .select({
      format: competitions.matchFormat,
      // The first day of the competition, midnight in Baku.
      at: sql<string>`(${competitions.startsOn} || ${sql.raw(`'T00:00:00${BAKU_UTC_OFFSET}'`)})::timestamptz`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(competitionTeams)
    .innerJoin(competitions, eq(competitions.id, competitionTeams.competitionId))
    .where(and(eq(competitionTeams.teamId, teamId), eq(competitionTeams.status, 'accepted')))
    .orderBy(desc(competitions.startsOn))
    .limit(1);
  if (match && entry) return entry.at > match.at ? entry.format : match.format;
  return match?.format ?? entry?.format ?? null;
}

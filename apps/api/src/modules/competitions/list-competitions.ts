import type { CompetitionListQuery, CompetitionListResponse } from '@oyna/shared';
import { competitionListQuerySchema } from '@oyna/shared';
import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { competitionTeams, competitions, venues } from '../../db/schema.js';
import { teamRefs, toSummary, venueRefs } from './competition-view.js';

/**
 * `GET /competitions`: public. `upcoming` (registering or drawn, soonest first), one status, or
 * all (latest first); filters by kind, format, access, a venue's district and a name search.
 */
export async function listCompetitions(
  db: Db,
  options: { query: CompetitionListQuery },
): Promise<CompetitionListResponse> {
  const query = competitionListQuerySchema.parse(options.query);
  const where: (SQL | undefined)[] = [];
  if (query.scope === 'upcoming') where.push(inArray(competitions.status, ['registering', 'scheduled']));
  else if (query.scope !== 'all') where.push(eq(competitions.status, query.scope));
  if (query.kind) where.push(eq(competitions.kind, query.kind));
  if (query.format) where.push(eq(competitions.format, query.format));
  if (query.access) where.push(eq(competitions.access, query.access));
  if (query.q) where.push(sql`${competitions.name} ilike ${`%${query.q.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (query.district) {
    where.push(
      sql`exists (select 1 from jsonb_array_elements(${competitions.venuePitches}) entry
        join ${venues} v on v.id = (entry->>'venueId')::int where v.district = ${query.district})`,
    );
  }
  const condition = and(...where);
  const [total] = await db.select({ total: count() }).from(competitions).where(condition);
  const ascending = query.scope === 'upcoming' || query.scope === 'registering';
  const rows = await db
    .select()
    .from(competitions)
    .where(condition)
    .orderBy(
      ascending ? asc(competitions.startsOn) : desc(competitions.startsOn),
      desc(competitions.createdAt),
    )
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const ids = rows.map((row) => row.id);
  const counts = ids.length
    ? await db
        .select({ competitionId: competitionTeams.competitionId, teams: count() })
        .from(competitionTeams)
        .where(and(inArray(competitionTeams.competitionId, ids), eq(competitionTeams.status, 'accepted')))
        .groupBy(competitionTeams.competitionId)
    : [];
  const teamCount = new Map(counts.map((row) => [row.competitionId, row.teams]));
  const venueMap = await venueRefs(
    db,
    rows.flatMap((row) => row.venuePitches.map((entry) => entry.venueId)),
  );
  const winners = await teamRefs(
    db,
    rows.flatMap((row) => (row.winnerTeamId ? [row.winnerTeamId] : [])),
  );
  return {
    items: rows.map((row) =>
      toSummary(row, { teamCount: teamCount.get(row.id) ?? 0, venues: venueMap, teams: winners }),
    ),
    total: total?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

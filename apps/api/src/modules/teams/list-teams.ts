import type { TeamListResponse, teamListQuerySchema } from '@oyna/shared';
import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import { containsFolded } from '../../db/folded-search.js';
import { teamMembers, teams } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { pageWindow } from '../../lib/page-query.js';
import { selectTeams } from './team-queries.js';
import { toTeamSummary } from './team-response.js';

export type ListTeamsQuery = z.output<typeof teamListQuerySchema>;

/**
 * `GET /teams`: every team that is not deleted (private ones too: they are found, not opened), or
 * only mine; search folds Azerbaijani letters (decision 2); active teams first, then by name.
 */
export async function listTeams(
  db: DbExecutor,
  options: { query: ListTeamsQuery; actor: AuthUser },
): Promise<TeamListResponse> {
  const { query, actor } = options;
  const conditions: SQL[] = [];
  if (query.search) conditions.push(containsFolded([teams.name, teams.description], query.search));
  if (query.status) conditions.push(eq(teams.status, query.status));
  if (query.type) conditions.push(eq(teams.type, query.type));
  if (query.scope === 'mine')
    conditions.push(
      sql`exists (select 1 from ${teamMembers} m where m.team_id = ${teams.id} and m.user_id = ${actor.id} and m.left_at is null)`,
    );
  const { rows, total } = await selectTeams(db, {
    where: and(...conditions),
    orderBy: [asc(teams.status), asc(sql`lower(${teams.name})`), asc(teams.id)],
    ...pageWindow(query),
    viewerId: actor.id,
  });
  return {
    items: rows.map((row) => toTeamSummary(row, actor)),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

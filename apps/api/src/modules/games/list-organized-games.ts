import type { OrganizedGamesResponse, OrganizerView, organizedGamesQuerySchema } from '@oyna/shared';
import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import { games } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { pageWindow } from '../../lib/page-query.js';
import { selectGames } from './game-queries.js';
import { toGameSummary } from './game-response.js';

const endsAt = sql`${games.startsAt} + make_interval(mins => ${games.durationMinutes}::int)`;

/** Which games each view holds, as of `now`: every game is in exactly one. */
function viewCondition(view: OrganizerView, now: Date): SQL {
  switch (view) {
    case 'upcoming':
      return sql`${games.status} = 'open' and ${endsAt} > ${now}`;
    case 'needs_result':
      return sql`${games.status} = 'open' and ${endsAt} <= ${now}`;
    case 'past':
      return sql`${games.status} = 'completed'`;
    case 'cancelled':
      return sql`${games.status} = 'cancelled'`;
  }
}

/** Upcoming soonest first; the results queue oldest first (the longest waiting on top); history newest first. */
function viewOrder(view: OrganizerView): SQL[] {
  const soonest = view === 'upcoming' || view === 'needs_result';
  return [soonest ? asc(games.startsAt) : desc(games.startsAt), asc(games.id)];
}

/** The games an organizer runs, by view, with how many each view holds (the console's tabs). */
export async function listOrganizedGames(
  db: DbExecutor,
  input: { actor: AuthUser; query: z.output<typeof organizedGamesQuerySchema>; now?: Date },
): Promise<OrganizedGamesResponse> {
  const now = input.now ?? new Date();
  const { view, page, page_size } = input.query;
  const mine = eq(games.organizerId, input.actor.id);
  const { rows, total } = await selectGames(db, {
    where: and(mine, viewCondition(view, now)),
    orderBy: viewOrder(view),
    ...pageWindow(input.query),
  });
  const [counts] = await db
    .select({
      upcoming: sql<number>`count(*) filter (where ${viewCondition('upcoming', now)})::int`,
      needs_result: sql<number>`count(*) filter (where ${viewCondition('needs_result', now)})::int`,
      past: sql<number>`count(*) filter (where ${viewCondition('past', now)})::int`,
      cancelled: sql<number>`count(*) filter (where ${viewCondition('cancelled', now)})::int`,
    })
    .from(games)
    .where(mine);
  return {
    items: rows.map((row) => ({ ...toGameSummary(row, null, now), series_id: row.game.seriesId })),
    total,
    page,
    page_size,
    counts: counts ?? { upcoming: 0, needs_result: 0, past: 0, cancelled: 0 },
  };
}

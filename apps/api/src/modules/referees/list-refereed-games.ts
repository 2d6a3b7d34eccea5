import type { RefereedGamesResponse, refereedGamesQuerySchema } from '@oyna/shared';
import { and, asc, desc, eq, gt, lte, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import { games } from '../../db/schema.js';
import { selectGames } from '../games/game-queries.js';
import { toGameSummary } from '../games/game-response.js';

/** The referee's schedule: the games assigned to them, upcoming soonest first, past newest first. */
export async function listRefereedGames(
  db: DbExecutor,
  input: { userId: string; query: z.output<typeof refereedGamesQuerySchema>; now?: Date },
): Promise<RefereedGamesResponse> {
  const now = input.now ?? new Date();
  const { scope, page, page_size } = input.query;
  const { rows, total } = await selectGames(db, {
    where: and(
      eq(games.refereeId, input.userId),
      eq(games.hasReferee, true),
      ne(games.status, 'cancelled'),
      scope === 'upcoming' ? gt(games.startsAt, now) : lte(games.startsAt, now),
    ),
    orderBy: [scope === 'upcoming' ? asc(games.startsAt) : desc(games.startsAt), asc(games.id)],
    limit: page_size,
    offset: (page - 1) * page_size,
    userId: input.userId,
  });
  return { items: rows.map((row) => toGameSummary(row, null, now)), total, page, page_size };
}

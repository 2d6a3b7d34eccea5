import type { RefereedGamesResponse, refereedGamesQuerySchema } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import { pageOf } from '../../lib/page-query.js';
import { games } from '../../db/schema.js';
import { selectScheduledGames } from '../games/game-queries.js';
import { toGameSummary } from '../games/game-response.js';

/** The referee's schedule: the games assigned to them, upcoming soonest first, past newest first. */
export async function listRefereedGames(
  db: DbExecutor,
  input: { userId: string; query: z.output<typeof refereedGamesQuerySchema>; now?: Date },
): Promise<RefereedGamesResponse> {
  const now = input.now ?? new Date();
  const { rows, total } = await selectScheduledGames(db, {
    whose: [eq(games.refereeId, input.userId), eq(games.hasReferee, true)],
    userId: input.userId,
    query: input.query,
    now,
  });
  return pageOf(
    rows.map((row) => toGameSummary(row, null, now)),
    total,
    input.query,
  );
}

import type { myGamesQuerySchema } from '@oyna/shared';
import { type MyGamesResponse } from '@oyna/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import { pageOf } from '../../lib/page-query.js';
import { gameRegistrations, games } from '../../db/schema.js';
import { selectScheduledGames } from './game-queries.js';
import { toGameSummary, toMyRegistration } from './game-response.js';
import { loadPlayerStanding } from './player-standing.js';
import { waitlistPosition } from './registration-view.js';

/** The games I have a place in (or wait for): upcoming soonest first, past newest first. */
export async function listMyGames(
  db: DbExecutor,
  input: { userId: string; query: z.output<typeof myGamesQuerySchema>; now?: Date },
): Promise<MyGamesResponse> {
  const now = input.now ?? new Date();
  const mine = sql`exists (select 1 from ${gameRegistrations} b where b.game_id = ${games.id} and b.user_id = ${input.userId} and b.status <> 'cancelled')`;
  const { rows, total } = await selectScheduledGames(db, {
    whose: [mine],
    userId: input.userId,
    query: input.query,
    now,
  });
  const standing = await loadPlayerStanding(db, input.userId);
  const items = [];
  for (const row of rows) {
    const booking = row.myRegistration;
    if (!booking) continue;
    items.push({
      ...toGameSummary(row, standing, now),
      registration: toMyRegistration(booking, await waitlistPosition(db, booking)),
    });
  }
  return pageOf(items, total, input.query);
}

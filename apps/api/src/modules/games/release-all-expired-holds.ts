import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameRegistrations } from '../../db/schema.js';
import { lockGameReleasingHolds } from './fill-freed-places.js';
import type { GameHooks } from './game-hooks.js';

/** Frees every place whose payment hold has run out, game by game. Returns the games changed. */
export async function releaseAllExpiredHolds(
  db: Db,
  hooks: GameHooks,
  now: Date = new Date(),
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ gameId: gameRegistrations.gameId })
    .from(gameRegistrations)
    .where(and(eq(gameRegistrations.status, 'pending_payment'), lte(gameRegistrations.holdExpiresAt, now)));
  for (const { gameId } of rows) {
    await db.transaction(async (tx) => lockGameReleasingHolds(tx, gameId, now, hooks));
  }
  return rows.map((row) => row.gameId);
}

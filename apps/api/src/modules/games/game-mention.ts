import type { GameMention } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameRow, games, venues } from '../../db/schema.js';

/** The game as a notification names it: title, kick-off and venue, as they are now. */
export async function gameMention(tx: DbExecutor, game: GameRow): Promise<GameMention> {
  const [venue] = await tx.select({ name: venues.name }).from(venues).where(eq(venues.id, game.venueId));
  return {
    game_id: game.id,
    title: game.title,
    starts_at: game.startsAt.toISOString(),
    venue: venue?.name ?? '',
  };
}

/**
 * The same, read by the game's id with its venue's name in one statement: for a notification
 * written after a change that did not keep the game's row (a booking in one call), one round trip
 * instead of reading the game and then its venue. Null when there is no such game.
 */
export async function gameMentionById(db: DbExecutor, gameId: string): Promise<GameMention | null> {
  const [row] = await db
    .select({ id: games.id, title: games.title, startsAt: games.startsAt, venue: venues.name })
    .from(games)
    .leftJoin(venues, eq(venues.id, games.venueId))
    .where(eq(games.id, gameId));
  if (!row) return null;
  return { game_id: row.id, title: row.title, starts_at: row.startsAt.toISOString(), venue: row.venue ?? '' };
}

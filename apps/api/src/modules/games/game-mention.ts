import type { GameMention } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameRow, venues } from '../../db/schema.js';

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

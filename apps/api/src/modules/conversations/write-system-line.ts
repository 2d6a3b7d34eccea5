import type { AnnouncedGameChange } from '@oyna/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameRow, conversationMessages, games, venues } from '../../db/schema.js';
import type { GameEvent } from '../games/game-hooks.js';
import { ensureGameConversation } from './game-conversation.js';

/** A moved game's new and previous time and venue, named as they are now. */
async function gameChange(
  tx: DbExecutor,
  game: GameRow,
  moved: NonNullable<GameEvent['moved']>,
): Promise<AnnouncedGameChange> {
  const ids = [game.venueId, ...(moved.previousVenueId === null ? [] : [moved.previousVenueId])];
  const named = await tx
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(inArray(venues.id, ids));
  const nameOf = (id: number) => named.find((venue) => venue.id === id)?.name ?? '';
  return {
    starts_at: game.startsAt.toISOString(),
    previous_starts_at: moved.previousStartsAt?.toISOString() ?? null,
    venue: nameOf(game.venueId),
    previous_venue: moved.previousVenueId === null ? null : nameOf(moved.previousVenueId),
  };
}

/**
 * Writes what happened to a game in its conversation, in the transaction that did it (the games,
 * sides and results modules tell it through their hook): a system line of its key and payload (the
 * web writes it in each reader's language), or, for a new time or venue, the automatic announcement
 * (pinned, with what changed; the players are told by the games module's own `game_changed`
 * notification, decision 93). The same event told twice writes one line.
 */
export async function writeGameSystemLine(tx: DbExecutor, event: GameEvent): Promise<void> {
  const [game] = await tx.select().from(games).where(eq(games.id, event.gameId));
  if (!game) return;
  const conversation = await ensureGameConversation(tx, game);
  const announced = event.type === 'game_changed' && event.moved !== undefined;
  const payload = announced && event.moved ? await gameChange(tx, game, event.moved) : null;
  await tx
    .insert(conversationMessages)
    .values({
      conversationId: conversation.id,
      authorId: null,
      kind: announced ? 'announcement' : 'system',
      body: '',
      systemKey: event.type,
      payload: payload ?? (event.userId ? { user_id: event.userId } : {}),
      timeOrPlaceChange: announced,
      dedupeKey: event.key,
      createdAt: event.at,
    })
    .onConflictDoNothing({ target: [conversationMessages.conversationId, conversationMessages.dedupeKey] });
}

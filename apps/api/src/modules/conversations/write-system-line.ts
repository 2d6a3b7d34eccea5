import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { conversationMessages, games } from '../../db/schema.js';
import type { GameEvent } from '../games/game-hooks.js';
import { ensureGameConversation } from './game-conversation.js';

/**
 * Writes what happened to a game as a system line of its conversation, in the transaction that did
 * it (the games, sides and results modules tell it through their hook). Its key and payload only: the
 * web writes it in each reader's language. The same event told twice writes one line.
 */
export async function writeGameSystemLine(tx: DbExecutor, event: GameEvent): Promise<void> {
  const [game] = await tx.select().from(games).where(eq(games.id, event.gameId));
  if (!game) return;
  const conversation = await ensureGameConversation(tx, game);
  await tx
    .insert(conversationMessages)
    .values({
      conversationId: conversation.id,
      authorId: null,
      kind: 'system',
      body: '',
      systemKey: event.type,
      payload: event.userId ? { user_id: event.userId } : {},
      dedupeKey: event.key,
      createdAt: event.at,
    })
    .onConflictDoNothing({ target: [conversationMessages.conversationId, conversationMessages.dedupeKey] });
}

import type { DbExecutor } from '../../db/database.js';
import type { ConversationRow, GameRow } from '../../db/schema.js';
import { ensureConversation, findConversation } from './subject-conversation.js';

/**
 * A game's conversation, made the first time it is read or written (or a system line is told), with
 * when it turns read only kept up with the game's time.
 */
export function ensureGameConversation(tx: DbExecutor, game: GameRow): Promise<ConversationRow> {
  return ensureConversation(tx, { kind: 'game', game });
}

/** A game's conversation if it was made already: nothing is written for someone who only looks. */
export function findGameConversation(tx: DbExecutor, gameId: string): Promise<ConversationRow | null> {
  return findConversation(tx, 'game', gameId);
}

import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type ConversationRow, type GameRow, conversations } from '../../db/schema.js';
import { readOnlyAfterOf } from './conversation-access.js';

/**
 * A game's conversation, made the first time it is read or written (or a system line is told), with
 * when it turns read only kept up with the game's time.
 */
export async function ensureGameConversation(tx: DbExecutor, game: GameRow): Promise<ConversationRow> {
  const readOnlyAfter = readOnlyAfterOf(game);
  await tx
    .insert(conversations)
    .values({ kind: 'game', subjectId: game.id, readOnlyAfter })
    .onConflictDoNothing({ target: [conversations.kind, conversations.subjectId] });
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.kind, 'game'), eq(conversations.subjectId, game.id)));
  if (!row) throw new Error('the game conversation was not made');
  if (row.readOnlyAfter?.getTime() === readOnlyAfter.getTime()) return row;
  const [updated] = await tx
    .update(conversations)
    .set({ readOnlyAfter })
    .where(eq(conversations.id, row.id))
    .returning();
  return updated ?? row;
}

/** A game's conversation if it was made already: nothing is written for someone who only looks. */
export async function findGameConversation(tx: DbExecutor, gameId: string): Promise<ConversationRow | null> {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.kind, 'game'), eq(conversations.subjectId, gameId)));
  return row ?? null;
}

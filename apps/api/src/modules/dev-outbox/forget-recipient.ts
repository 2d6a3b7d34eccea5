import { or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { devOutboxMessages } from '../../db/schema.js';

/**
 * The development outbox's messages to or about an erased person (docs/decisions/0091): every one
 * whose recipient, subject or text holds one of their identifiers (an address, a number, a name or a
 * Telegram chat id). Development data only: a namesake's message may go too, which costs nothing.
 */
export async function forgetOutboxMessagesOf(tx: DbExecutor, identifiers: readonly string[]): Promise<void> {
  if (identifiers.length === 0) return;
  const mentions = identifiers.flatMap((identifier) => [
    sql`strpos(${devOutboxMessages.recipient}, ${identifier}) > 0`,
    sql`strpos(${devOutboxMessages.subject}, ${identifier}) > 0`,
    sql`strpos(${devOutboxMessages.text}, ${identifier}) > 0`,
    sql`strpos(coalesce(${devOutboxMessages.html}, ''), ${identifier}) > 0`,
  ]);
  await tx.delete(devOutboxMessages).where(or(...mentions));
}

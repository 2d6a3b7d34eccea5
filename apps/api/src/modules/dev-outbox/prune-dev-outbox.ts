import { lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { deleteInBatches } from '../../db/delete-in-batches.js';
import { devOutboxMessages } from '../../db/schema.js';

/** The development outbox keeps two weeks of messages (docs/decisions/0086-retention.md). */
export const DEV_OUTBOX_RETENTION_DAYS = 14;

/** Deletes the development outbox's messages past their retention; returns how many went. */
export function pruneDevOutbox(db: DbExecutor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DEV_OUTBOX_RETENTION_DAYS * 86_400_000);
  return deleteInBatches(db, devOutboxMessages, lt(devOutboxMessages.createdAt, before));
}

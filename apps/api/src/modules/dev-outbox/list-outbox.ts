import type { DevOutboxItem, DevOutboxList, DevOutboxMessage, PaginationQuery } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type DevOutboxMessageRow, devOutboxMessages } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { pageOf, readNewestFirst } from '../../lib/page-query.js';

function itemOf(row: DevOutboxMessageRow): DevOutboxItem {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    purpose: row.purpose,
    subject: row.subject,
    created_at: row.createdAt.toISOString(),
  };
}

/** The captured messages, newest first. */
export async function listOutbox(db: Db, query: PaginationQuery): Promise<DevOutboxList> {
  const { rows, total } = await readNewestFirst(db, devOutboxMessages, query);
  return pageOf(rows.map(itemOf), total, query);
}

/** One captured message with its words (and an email's HTML). */
export async function getOutboxMessage(db: Db, id: string): Promise<DevOutboxMessage> {
  const [row] = await db.select().from(devOutboxMessages).where(eq(devOutboxMessages.id, id));
  if (!row) throw new AppError('not_found', 404);
  return { ...itemOf(row), text: row.text, html: row.html };
}

import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { notifications } from '../../db/schema.js';

/** How many of my notifications are neither read nor archived (the bell's badge). */
export async function countUnread(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), isNull(notifications.readAt), isNull(notifications.archivedAt)),
    );
  return row?.value ?? 0;
}

import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { notifications } from '../../db/schema.js';

/** How many of my notifications are neither read nor archived (the bell's badge). */
export async function countUnread(db: DbExecutor, userId: string): Promise<number> {
  return db.$count(
    notifications,
    and(eq(notifications.userId, userId), isNull(notifications.readAt), isNull(notifications.archivedAt)),
  );
}

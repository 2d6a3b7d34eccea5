import type { ProfileUpdate, User } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type NewUserRow, users } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { toUserResponse } from './user-response.js';

/** The columns a profile update writes, from the snake_case fields that were sent. */
function columnsFrom(changes: ProfileUpdate): Partial<NewUserRow> {
  return {
    ...(changes.language !== undefined && { language: changes.language }),
    ...(changes.first_name !== undefined && { firstName: changes.first_name }),
    ...(changes.last_name !== undefined && { lastName: changes.last_name }),
  };
}

/** Changes only the fields that were sent, on the caller's own row, and returns the user. */
export async function updateMyProfile(
  db: DbExecutor,
  options: { userId: string; changes: ProfileUpdate },
): Promise<User> {
  const columns = columnsFrom(options.changes);
  const [row] =
    Object.keys(columns).length > 0
      ? await db
          .update(users)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(users.id, options.userId))
          .returning()
      : await db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!row) throw notFound();
  return toUserResponse(row);
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type UserRow, users } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { UserChanges } from './profile-columns.js';

/**
 * Changes one user's row safely against concurrent changes: reads it locked for the transaction,
 * lets `change` say which columns to write (or refuse by throwing), writes them, and returns the
 * row as it was and as it is. Nothing is written when `change` returns no columns.
 */
export async function changeUserRow(
  db: Db,
  options: { userId: string; change: (row: UserRow) => UserChanges },
): Promise<{ before: UserRow; after: UserRow }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, options.userId)).for('update');
    if (!before) throw notFound();
    const columns = options.change(before);
    if (Object.keys(columns).length === 0) return { before, after: before };
    const [after] = await tx
      .update(users)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(users.id, options.userId))
      .returning();
    if (!after) throw notFound();
    return { before, after };
  });
}

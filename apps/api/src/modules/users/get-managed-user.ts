import type { ManagedUser } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { getBalanceQepik } from '../wallet/get-balance.js';
import { toManagedUser } from './managed-user-response.js';

/** `GET /admin/users/{id}`: one account with everything an admin needs to help its owner. */
export async function getManagedUser(db: DbExecutor, options: { userId: string }): Promise<ManagedUser> {
  const [row] = await db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!row) throw notFound('user_not_found');
  return toManagedUser(row, await getBalanceQepik(db, row.id), { viewerIsAdmin: true });
}

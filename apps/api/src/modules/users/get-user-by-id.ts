import type { User } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { toUserResponse } from './user-response.js';
import { getBalanceQepik } from '../wallet/get-balance.js';

export async function getUserById(db: DbExecutor, options: { id: string }): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, options.id)).limit(1);
  if (!row) throw notFound();
  return toUserResponse(row, await getBalanceQepik(db, row.id));
}

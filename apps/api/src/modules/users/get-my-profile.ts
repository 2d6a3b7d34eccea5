import type { UserProfile } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { toUserProfileResponse } from './user-profile-response.js';
import { getBalanceQepik } from '../wallet/get-balance.js';

export async function getMyProfile(db: DbExecutor, options: { userId: string }): Promise<UserProfile> {
  const [row] = await db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!row) throw notFound();
  return toUserProfileResponse(row, await getBalanceQepik(db, row.id));
}

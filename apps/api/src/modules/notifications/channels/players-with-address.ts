import { and, inArray, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { users } from '../../../db/schema.js';

/** Of these players, those whose profile has the address a channel sends to: an email or a phone number. */
export async function playersWithAddress(
  db: DbExecutor,
  userIds: readonly string[],
  address: 'email' | 'phone',
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNotNull(users[address])));
  return new Set(rows.map((row) => row.id));
}

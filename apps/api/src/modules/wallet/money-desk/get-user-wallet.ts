import { type AdminWallet, qepikToManat } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { users, wallets } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';

/** `GET /admin/users/{id}/wallet`: whose wallet it is and its balance (0 before the first movement). */
export async function getUserWallet(db: DbExecutor, userId: string): Promise<AdminWallet> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      balanceQepik: wallets.balanceQepik,
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('user_not_found', 404);
  return {
    user_id: row.id,
    full_name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    email: row.email,
    phone: row.phone,
    balance: qepikToManat(row.balanceQepik ?? 0),
    currency: 'AZN',
  };
}

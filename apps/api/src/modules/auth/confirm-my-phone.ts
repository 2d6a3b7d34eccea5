import type { MyPhone } from '@oyna/shared';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { PhoneCodeLimits } from './phone-code-limits.js';
import { consumePhoneCode, lockPhoneNumber } from './phone-codes.js';

/** The signed-in player's number and whether a code confirmed it. */
export async function getMyPhone(db: DbExecutor, userId: string): Promise<MyPhone> {
  const [row] = await db
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return { phone: row.phone, verified: row.phone !== null && row.verifiedAt !== null };
}

/**
 * Makes `phone` the signed-in player's confirmed number with the code sent to it (decision 82),
 * replacing the profile's number. A number already confirmed on another account is refused only now,
 * once the code proved the caller holds it, so the check tells nothing to someone who does not.
 */
export async function confirmMyPhone(
  db: Db,
  options: { userId: string; phone: string; code: string; limits: PhoneCodeLimits; now?: Date },
): Promise<MyPhone> {
  const { userId, phone } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await consumePhoneCode(tx, {
      phone,
      purpose: 'confirm_phone',
      userId,
      code: options.code,
      limits: options.limits,
      now,
    });
    await lockPhoneNumber(tx, phone);
    const [elsewhere] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), ne(users.id, userId)))
      .limit(1);
    if (elsewhere) throw new AppError('phone_taken', 409);
    const [row] = await tx
      .update(users)
      .set({ phone, phoneVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!row) throw notFound();
    return { phone, verified: true };
  });
}

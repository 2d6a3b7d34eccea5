import type { AuthResponse, Language } from '@oyna/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { signInResponse } from './auth-response.js';
import type { PhoneCodeLimits } from './phone-code-limits.js';
import { consumePhoneCode, lockPhoneNumber } from './phone-codes.js';
import type { SessionContext } from './session-context.js';

export interface SignInWithPhoneOptions {
  /** E.164 mobile number. */
  phone: string;
  code: string;
  /** The language of a new account. */
  language: Language;
  limits: PhoneCodeLimits;
  context: SessionContext;
}

/**
 * Signs in with the code sent to a number (decision 82): into the account whose *confirmed* number it
 * is, or a new account with that number confirmed, which then onboards. A number only typed in a
 * profile signs nobody in.
 */
export async function signInWithPhone(db: Db, options: SignInWithPhoneOptions): Promise<AuthResponse> {
  const { phone, context } = options;
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    await consumePhoneCode(tx, {
      phone,
      purpose: 'sign_in',
      userId: null,
      code: options.code,
      limits: options.limits,
      now,
    });
    await lockPhoneNumber(tx, phone);
    const confirmed = and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt));
    const [found] = await tx.select().from(users).where(confirmed).limit(1);
    const row =
      found ??
      (
        await tx.insert(users).values({ phone, phoneVerifiedAt: now, language: options.language }).returning()
      )[0];
    if (!row) throw new Error('the phone account was neither found nor created');
    return signInResponse(tx, row, context);
  });
}

import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_TOKEN_BYTES } from '@oyna/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { voidAccountTokens } from '../../lib/account-access.js';
import { type AccountTokenPurpose, accountTokens } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

/** Only this is stored: a leaked table gives no working link. */
export const hashAccountToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use token for an emailed link (random, base64url); earlier unused ones of the same
 * purpose stop working, so only the latest email's link does.
 */
export async function issueAccountToken(
  tx: DbExecutor,
  options: { userId: string; purpose: AccountTokenPurpose; ttlMs: number; now: Date },
): Promise<string> {
  const token = randomBytes(ACCOUNT_TOKEN_BYTES).toString('base64url');
  await voidAccountTokens(tx, options);
  await tx.insert(accountTokens).values({
    userId: options.userId,
    purpose: options.purpose,
    tokenHash: hashAccountToken(token),
    expiresAt: new Date(options.now.getTime() + options.ttlMs),
    createdAt: options.now,
  });
  return token;
}

/**
 * Uses a token once and answers its user; a token that is unknown, of another purpose, used or
 * expired is refused (400 `account_token_invalid` / `account_token_used` / `account_token_expired`).
 */
export async function consumeAccountToken(
  tx: DbExecutor,
  options: { token: string; purpose: AccountTokenPurpose; now: Date },
): Promise<{ userId: string }> {
  const tokenHash = hashAccountToken(options.token);
  const [used] = await tx
    .update(accountTokens)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, options.purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, options.now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (used) return used;
  const [known] = await tx
    .select({ usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, options.purpose)));
  if (!known) throw new AppError('account_token_invalid', 400);
  throw new AppError(known.usedAt ? 'account_token_used' : 'account_token_expired', 400);
}

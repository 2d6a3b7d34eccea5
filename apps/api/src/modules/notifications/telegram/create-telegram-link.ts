import { createHash, randomBytes } from 'node:crypto';
import type { TelegramLink } from '@oyna/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../../db/database.js';
import { accountTokens } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';

/** How long a deep link to the bot may be used. */
export const TELEGRAM_LINK_TTL_MS = 15 * 60_000;

/** The SHA-256 of a link token (hex): the only form the database keeps. */
export function hashTelegramLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A one-time deep link to the bot that links the player's chat when they press Start. The token is
 * 192 random bits in base64url (32 of [A-Za-z0-9_-], as Telegram's `start` parameter allows);
 * a new link replaces the player's earlier unused ones.
 */
export async function createTelegramLink(
  db: Db,
  input: { userId: string; deepLink: (token: string) => string | null; now?: Date },
): Promise<TelegramLink> {
  const now = input.now ?? new Date();
  const token = randomBytes(24).toString('base64url');
  const url = input.deepLink(token);
  if (!url) throw new AppError('telegram_not_configured', 503);
  const expiresAt = new Date(now.getTime() + TELEGRAM_LINK_TTL_MS);
  await db.transaction(async (tx) => {
    await deleteUnusedTelegramLinks(tx, input.userId);
    await tx.insert(accountTokens).values({
      userId: input.userId,
      purpose: 'telegram_link',
      tokenHash: hashTelegramLinkToken(token),
      expiresAt,
      createdAt: now,
    });
  });
  return { url, expires_at: expiresAt.toISOString() };
}

/** Drops the player's Telegram links not yet used: a new link replaces them, unlinking ends them. */
export async function deleteUnusedTelegramLinks(tx: DbExecutor, userId: string): Promise<void> {
  await tx
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'telegram_link'),
        isNull(accountTokens.usedAt),
      ),
    );
}

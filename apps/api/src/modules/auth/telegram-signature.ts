import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** A login older than this is refused: Telegram's widget data could otherwise be replayed forever. */
export const TELEGRAM_AUTH_MAX_AGE_SECONDS = 24 * 60 * 60;
/** How far in the future `auth_date` may be, for clocks that differ a little. */
export const TELEGRAM_AUTH_MAX_SKEW_SECONDS = 5 * 60;

export type TelegramFields = Record<string, string | number | boolean>;

/** Every received field except `hash`, sorted by key, as `key=value` lines joined by `\n`. */
export function telegramDataCheckString(fields: TelegramFields): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('\n');
}

/** HMAC-SHA-256 (hex) of the data-check-string, keyed with the SHA-256 of the bot token. */
export function telegramSignature(fields: TelegramFields, botToken: string): string {
  const secretKey = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secretKey).update(telegramDataCheckString(fields)).digest('hex');
}

export type TelegramCheck = 'valid' | 'invalid' | 'expired';

/**
 * Checks widget data as Telegram documents it (core.telegram.org/widgets/login#checking-authorization):
 * the signature, compared in constant time, then the age of `auth_date`.
 */
export function checkTelegramLogin(
  fields: TelegramFields & { hash: string; auth_date: number },
  botToken: string,
  now: Date = new Date(),
): TelegramCheck {
  const expected = Buffer.from(telegramSignature(fields, botToken), 'hex');
  const received = Buffer.from(fields.hash, 'hex');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return 'invalid';
  const age = Math.floor(now.getTime() / 1000) - fields.auth_date;
  if (age > TELEGRAM_AUTH_MAX_AGE_SECONDS || age < -TELEGRAM_AUTH_MAX_SKEW_SECONDS) return 'expired';
  return 'valid';
}

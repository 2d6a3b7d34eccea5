import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { TELEGRAM_AUTH_MAX_SKEW_SECONDS } from './telegram-signature.js';

/** The Telegram user of a Mini App launch, as much of it as Oyna uses (Telegram sends more). */
const initDataUserSchema = z.looseObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  first_name: z.string().max(256),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  language_code: z.string().max(35).optional(),
  photo_url: z.string().max(2048).optional(),
});
export type InitDataUser = z.infer<typeof initDataUserSchema>;

export type InitDataCheck =
  { status: 'valid'; user: InitDataUser; authDate: number } | { status: 'invalid' | 'expired' | 'no_user' };

/** The data-check-string: every field but `hash`, sorted by key, as `key=value` lines joined by `\n`. */
export function initDataCheckString(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

/** HMAC-SHA-256 (hex) of the data-check-string, keyed with HMAC-SHA-256("WebAppData", bot token). */
export function initDataSignature(params: URLSearchParams, botToken: string): string {
  const secretKey = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secretKey).update(initDataCheckString(params)).digest('hex');
}

/**
 * Checks a Mini App's init data as Telegram documents it (core.telegram.org/bots/webapps,
 * "Validating data received via the Mini App"): the signature in constant time, then the age of
 * `auth_date` (minutes, not the libraries' day: it is traded for a 30-day session), then the user.
 */
export function checkMiniAppInitData(
  raw: string,
  options: { botToken: string; maxAgeSeconds: number; now?: Date },
): InitDataCheck {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { status: 'invalid' };
  }
  const hash = params.get('hash') ?? '';
  // A key sent twice would let two readers of the same data disagree on its value.
  const keys = [...params.keys()];
  if (!/^[0-9a-f]{64}$/.test(hash) || new Set(keys).size !== keys.length) return { status: 'invalid' };
  const expected = Buffer.from(initDataSignature(params, options.botToken), 'hex');
  if (!timingSafeEqual(Buffer.from(hash, 'hex'), expected)) return { status: 'invalid' };

  const authDate = Number(params.get('auth_date'));
  if (!Number.isSafeInteger(authDate) || authDate <= 0) return { status: 'invalid' };
  const age = Math.floor((options.now ?? new Date()).getTime() / 1000) - authDate;
  if (age > options.maxAgeSeconds || age < -TELEGRAM_AUTH_MAX_SKEW_SECONDS) return { status: 'expired' };

  const userText = params.get('user');
  if (userText === null) return { status: 'no_user' };
  let user: unknown;
  try {
    user = JSON.parse(userText);
  } catch {
    return { status: 'invalid' };
  }
  const parsed = initDataUserSchema.safeParse(user);
  return parsed.success ? { status: 'valid', user: parsed.data, authDate } : { status: 'invalid' };
}

import { z } from 'zod';

/** The longest init data accepted: Telegram's is well under 2 KB (a user, a chat, a few fields). */
export const TELEGRAM_INIT_DATA_MAX_LENGTH = 4096;

/**
 * The Mini App's sign-in: its launch's init data exactly as Telegram gave it (`tgWebAppData`, a
 * URL-encoded query string), checked by the server and traded once for Oyna's own session tokens.
 */
export const telegramMiniAppSignInRequestSchema = z.object({
  init_data: z
    .string()
    .min(1)
    .max(TELEGRAM_INIT_DATA_MAX_LENGTH)
    .describe('The raw init data of the launch (query_id=…&user=…&auth_date=…&hash=…)'),
});
export type TelegramMiniAppSignInRequest = z.infer<typeof telegramMiniAppSignInRequestSchema>;

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

/** What the Mini App can share into a chat as a prepared inline message (decision 87). */
export const PREPARED_MESSAGE_KINDS = ['game', 'team', 'competition'] as const;
export type PreparedMessageKind = (typeof PREPARED_MESSAGE_KINDS)[number];

/**
 * `POST /telegram/prepared-messages`: the card of a game, a team's invitation or a competition,
 * saved by the bot for the signed-in player's Telegram account; the Mini App then opens Telegram's
 * share dialog with the answer's id (`shareMessage`).
 */
export const preparedMessageRequestSchema = z
  .object({
    kind: z.enum(PREPARED_MESSAGE_KINDS),
    id: z.uuid().describe("The game's, the team's or the competition's id"),
  })
  .meta({ id: 'PreparedMessageRequest' });
export type PreparedMessageRequest = z.infer<typeof preparedMessageRequestSchema>;

export const preparedMessageSchema = z
  .object({
    id: z.string().describe("The prepared message's id, for the Mini App's shareMessage"),
  })
  .meta({ id: 'PreparedMessage' });
export type PreparedMessage = z.infer<typeof preparedMessageSchema>;

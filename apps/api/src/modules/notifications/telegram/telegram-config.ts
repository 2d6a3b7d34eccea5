import type { Config } from '../../../config.js';
import { type TelegramBotApi, createTelegramBotApi } from './telegram-bot-api.js';

export type TelegramConfig = Pick<
  Config,
  | 'TELEGRAM_BOT_TOKEN'
  | 'TELEGRAM_BOT_USERNAME'
  | 'TELEGRAM_API_URL'
  | 'TELEGRAM_UPDATES'
  | 'TELEGRAM_WEBHOOK_SECRET'
>;

/** The bot's Bot API client, or null when TELEGRAM_BOT_TOKEN is unset (the channel is off). */
export function telegramBotApiFromConfig(config: TelegramConfig): TelegramBotApi | null {
  if (!config.TELEGRAM_BOT_TOKEN) return null;
  return createTelegramBotApi({ apiUrl: config.TELEGRAM_API_URL, token: config.TELEGRAM_BOT_TOKEN });
}

/**
 * Where the bot sends players to link their chat: `https://t.me/<bot>?start=<token>`; null without
 * a bot, or when the bot does not hear updates (TELEGRAM_UPDATES=off: nobody would read the token).
 */
export function telegramDeepLink(config: TelegramConfig, token: string): string | null {
  if (!config.TELEGRAM_BOT_TOKEN || !config.TELEGRAM_BOT_USERNAME || config.TELEGRAM_UPDATES === 'off')
    return null;
  return `https://t.me/${config.TELEGRAM_BOT_USERNAME}?start=${token}`;
}

/** The path of the webhook under the API prefix. */
export const TELEGRAM_WEBHOOK_PATH = '/telegram/webhook';

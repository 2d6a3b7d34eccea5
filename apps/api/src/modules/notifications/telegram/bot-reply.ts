import type { SendMessageParams } from './telegram-bot-api.js';

/** Something the bot says back: a message, or the answer to a button tap (a toast or an alert). */
export type BotReply =
  | { method: 'sendMessage'; params: SendMessageParams }
  | {
      method: 'answerCallbackQuery';
      params: { callback_query_id: string; text?: string; show_alert?: boolean };
    };

import { type Language, isLanguage } from '@oyna/shared';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { readDeliveryPreferences } from '../delivery-preferences.js';
import type { SendMessageParams } from './telegram-bot-api.js';
import { linkTelegramChat } from './link-telegram-chat.js';
import { type TelegramText, telegramText } from './telegram-texts.js';

/** The part of a Bot API Update the bot reads; the rest is ignored. */
const updateSchema = z.looseObject({
  update_id: z.number().int(),
  message: z
    .looseObject({
      chat: z.looseObject({ id: z.union([z.number().int(), z.string().max(64)]), type: z.string() }),
      from: z.looseObject({ language_code: z.string().max(35).optional() }).optional(),
      text: z.string().max(4096).optional(),
    })
    .optional(),
});

/** `/start`, `/start <payload>`, `/start@OynaBot <payload>`. */
const START_COMMAND = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/;

/** The update's id (for the polling offset), or null when it is not an update at all. */
export function updateIdOf(update: unknown): number | null {
  const parsed = z.looseObject({ update_id: z.number().int() }).safeParse(update);
  return parsed.success ? parsed.data.update_id : null;
}

/** The language of a Telegram user's app, where it is one of ours; Azerbaijani otherwise. */
function languageOfTelegramUser(code: string | undefined): Language {
  const base = code?.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : 'az';
}

/**
 * What the bot does with one update: `/start <token>` in a private chat links the chat to the
 * player the token was made for and answers in their language; a stale token or a bare `/start`
 * gets an explanation. Returns the reply to send, or null when there is nothing to say.
 */
export async function handleTelegramUpdate(db: Db, update: unknown): Promise<SendMessageParams | null> {
  const parsed = updateSchema.safeParse(update);
  if (!parsed.success) return null;
  const message = parsed.data.message;
  if (!message?.text || message.chat.type !== 'private') return null;
  const command = START_COMMAND.exec(message.text.trim());
  if (!command) return null;
  const chatId = String(message.chat.id);
  const reply = (key: TelegramText, language: Language): SendMessageParams => ({
    chat_id: chatId,
    text: telegramText(key, language),
  });
  const appLanguage = languageOfTelegramUser(message.from?.language_code);

  const token = command[1];
  if (!token) return reply('how_to_link', appLanguage);
  const linked = await linkTelegramChat(db, { token, chatId });
  if (!linked) return reply('link_invalid', appLanguage);
  const preferences = await readDeliveryPreferences(db, [linked.userId]);
  return reply('linked', preferences.get(linked.userId)?.language ?? appLanguage);
}

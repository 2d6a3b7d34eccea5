import type { Language } from '@oyna/shared';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import type { BotActions } from '../notification-hooks.js';
import { readDeliveryPreferences } from '../delivery-preferences.js';
import { answerAction } from './answer-telegram-action.js';
import type { BotReply } from './bot-reply.js';
import { linkTelegramChat } from './link-telegram-chat.js';
import { type TelegramText, languageOfTelegramUser, telegramText } from './telegram-texts.js';

const chatSchema = z.looseObject({ id: z.union([z.number().int(), z.string().max(64)]), type: z.string() });
const fromSchema = z.looseObject({ language_code: z.string().max(35).optional() });

/** The part of a Bot API Update the bot reads; the rest is ignored. */
const updateSchema = z.looseObject({
  update_id: z.number().int(),
  message: z
    .looseObject({ chat: chatSchema, from: fromSchema.optional(), text: z.string().max(4096).optional() })
    .optional(),
  callback_query: z
    .looseObject({
      id: z.string().max(64),
      from: fromSchema,
      message: z.looseObject({ chat: chatSchema }).optional(),
      data: z.string().max(64).optional(),
    })
    .optional(),
});

/** `/start`, `/start <payload>`, `/start@OynaBot <payload>`. */
const START_COMMAND = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/;

export interface UpdateOptions {
  /** What the buttons do in the rest of the product (`notification-hooks.ts`). */
  actions: BotActions;
  /** Told of a game a player left from the chat (the live places stream). */
  onPlaceGivenUp?: (gameId: string) => void;
}

/** The update's id (for the polling offset), or null when it is not an update at all. */
export function updateIdOf(update: unknown): number | null {
  const parsed = z.looseObject({ update_id: z.number().int() }).safeParse(update);
  return parsed.success ? parsed.data.update_id : null;
}

/**
 * What the bot does with one update: `/start <token>` in a private chat links the chat to the
 * player the token was made for and answers in their language; a stale token or a bare `/start`
 * gets an explanation; a tap on a message's button (give up my place) is answered. Returns the
 * bot's replies, in order.
 */
export async function handleTelegramUpdate(
  db: Db,
  update: unknown,
  options: UpdateOptions,
): Promise<BotReply[]> {
  const parsed = updateSchema.safeParse(update);
  if (!parsed.success) return [];
  const { message, callback_query: tap } = parsed.data;
  if (tap) return answerAction(db, tap, options);
  if (!message?.text || message.chat.type !== 'private') return [];
  const command = START_COMMAND.exec(message.text.trim());
  if (!command) return [];
  const chatId = String(message.chat.id);
  const reply = (key: TelegramText, language: Language): BotReply[] => [
    { method: 'sendMessage', params: { chat_id: chatId, text: telegramText(key, language) } },
  ];
  const appLanguage = languageOfTelegramUser(message.from?.language_code);

  const token = command[1];
  if (!token) return reply('how_to_link', appLanguage);
  const linked = await linkTelegramChat(db, { token, chatId });
  if (!linked) return reply('link_invalid', appLanguage);
  const preferences = await readDeliveryPreferences(db, [linked.userId]);
  return reply('linked', preferences.get(linked.userId)?.language ?? appLanguage);
}

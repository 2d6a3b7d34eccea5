import { errorMessage, formatQepik } from '@oyna/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { telegramChats } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import { readDeliveryPreferences } from '../delivery-preferences.js';
import type { BotActions } from '../notification-hooks.js';
import type { BotReply } from './bot-reply.js';
import { actionData, parseActionData } from './telegram-actions.js';
import { languageOfTelegramUser, telegramText } from './telegram-texts.js';

interface Tap {
  id: string;
  from: { language_code?: string | undefined };
  message?: { chat: { id: number | string; type: string } } | undefined;
  data?: string | undefined;
}

/**
 * A tap on a button of the bot's message. "Give up my place" asks first (a message with a confirm
 * button), then leaves the game through the same service as the web app, as the player whose chat
 * this is (a linked chat that has not blocked the bot).
 */
export async function answerAction(
  db: Db,
  tap: Tap,
  options: { actions: BotActions; onPlaceGivenUp?: ((gameId: string) => void) | undefined },
): Promise<BotReply[]> {
  const done = (text?: string, alert = false): BotReply => ({
    method: 'answerCallbackQuery',
    params: { callback_query_id: tap.id, ...(text ? { text, show_alert: alert } : {}) },
  });
  const action = tap.data ? parseActionData(tap.data) : null;
  if (!action || !tap.message || tap.message.chat.type !== 'private') return [done()];
  const chatId = String(tap.message.chat.id);
  const [chat] = await db
    .select({ userId: telegramChats.userId })
    .from(telegramChats)
    .where(and(eq(telegramChats.chatId, chatId), isNull(telegramChats.blockedAt)));
  if (!chat) return [done(telegramText('how_to_link', languageOfTelegramUser(tap.from.language_code)), true)];
  const language = (await readDeliveryPreferences(db, [chat.userId])).get(chat.userId)?.language ?? 'az';

  if (action.type === 'answer_slot') {
    try {
      const { type: _type, ...answer } = action;
      await options.actions.answerTeamSlot(db, { userId: chat.userId, ...answer });
      const text = telegramText('slot_answered', language, {
        answer: telegramText(`slot_${action.answer}`, language),
      });
      return [done(text)];
    } catch (error) {
      if (error instanceof AppError) return [done(errorMessage(error.code, language), true)];
      throw error;
    }
  }

  if (action.type === 'ask_give_up') {
    return [
      done(),
      {
        method: 'sendMessage',
        params: {
          chat_id: chatId,
          text: telegramText('confirm_give_up', language),
          reply_markup: {
            inline_keyboard: [
              [
                {
                  text: telegramText('confirm_give_up_button', language),
                  callback_data: actionData({ type: 'give_up', gameId: action.gameId }),
                },
              ],
            ],
          },
        },
      },
    ];
  }

  try {
    const result = await options.actions.giveUpPlace(db, { userId: chat.userId, gameId: action.gameId });
    options.onPlaceGivenUp?.(action.gameId);
    const refundedQepik = Math.round(result.refunded * 100);
    const text = [
      telegramText('place_given_up', language),
      ...(refundedQepik > 0
        ? [telegramText('refunded', language, { amount: formatQepik(refundedQepik, language) })]
        : []),
    ].join(' ');
    return [done(text), { method: 'sendMessage', params: { chat_id: chatId, text } }];
  } catch (error) {
    if (error instanceof AppError) return [done(errorMessage(error.code, language), true)];
    throw error;
  }
}

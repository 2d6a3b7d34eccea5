import { errorMessage, formatQepik } from '@oyna/shared';
import type { Context, Filter } from 'grammy';
import { AppError } from '../../../errors/app-error.js';
import { type BotDeps, alertText, whoIsWriting } from './bot-context.js';
import { bookFromChat } from './bot-games.js';
import { actionData, parseActionData } from './telegram-actions.js';
import { telegramText } from './telegram-texts.js';

/**
 * A tap on a button of the bot's message, checked against the account of the Telegram user who
 * tapped: a stranger gets an alert and nothing changes. "Book" books from the wallet; a weekly
 * slot's answer is saved; "Give up my place" asks first (a message with a confirm button), then
 * leaves the game through the same service as the web app.
 */
export function answerAction(deps: BotDeps) {
  return async (ctx: Filter<Context, 'callback_query:data'>) => {
    const action = parseActionData(ctx.callbackQuery.data);
    if (!action) {
      await ctx.answerCallbackQuery();
      return;
    }
    if (action.type === 'book') return bookFromChat(deps, ctx, action.gameId);
    const { account, language } = await whoIsWriting(deps, ctx);
    if (!account) {
      await ctx.answerCallbackQuery({
        text: alertText(telegramText('how_to_link', language)),
        show_alert: true,
      });
      return;
    }
    const refuse = async (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      await ctx.answerCallbackQuery({
        text: alertText(errorMessage(error.code, language)),
        show_alert: true,
      });
    };

    if (action.type === 'answer_slot') {
      try {
        const { type: _type, ...answer } = action;
        await deps.actions.answerTeamSlot(deps.db, { userId: account.userId, ...answer });
      } catch (error) {
        return refuse(error);
      }
      const answer = telegramText(`slot_${action.answer}`, language);
      await ctx.answerCallbackQuery({ text: telegramText('slot_answered', language, { answer }) });
      return;
    }

    if (action.type === 'ask_give_up') {
      await ctx.answerCallbackQuery();
      await ctx.api.sendMessage(ctx.from.id, telegramText('confirm_give_up', language), {
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
      });
      return;
    }

    let refundedQepik: number;
    try {
      const result = await deps.actions.giveUpPlace(deps.db, {
        userId: account.userId,
        gameId: action.gameId,
      });
      refundedQepik = Math.round(result.refunded * 100);
    } catch (error) {
      return refuse(error);
    }
    deps.onPlacesChanged?.(action.gameId);
    const text = [
      telegramText('place_given_up', language),
      ...(refundedQepik > 0
        ? [telegramText('refunded', language, { amount: formatQepik(refundedQepik, language) })]
        : []),
    ].join(' ');
    await ctx.answerCallbackQuery({ text });
    await ctx.api.sendMessage(ctx.from.id, text);
  };
}

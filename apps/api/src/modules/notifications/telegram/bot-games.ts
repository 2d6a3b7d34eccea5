import { type Language, PAYMENT_HOLD_MINUTES, errorMessage, formatManat } from '@oyna/shared';
import type { CommandContext, Context, Filter } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import { AppError } from '../../../errors/app-error.js';
import { type BotDeps, alertText, keyboard, urlButton, whoIsWriting } from './bot-context.js';
import { gameCard, gameUrl } from './game-card.js';
import { actionData } from './telegram-actions.js';
import { telegramText } from './telegram-texts.js';

/** How many games /games and /mygames list (one message, one row of buttons each). */
export const GAMES_LISTED = 5;

/** A stranger is told how to link, in their Telegram's language. */
async function linkFirst(ctx: Context, language: Language): Promise<void> {
  await ctx.reply(telegramText('link_first', language));
}

/**
 * `/games`: the next games with free places in the player's districts and at their level (the
 * games' own list), numbered, each with an "Open" link and a "Book" button.
 */
export function gamesCommand(deps: BotDeps) {
  return async (ctx: CommandContext<Context>) => {
    const { account, language } = await whoIsWriting(deps, ctx);
    if (!account) return linkFirst(ctx, language);
    const games = await deps.actions.findGames(deps.db, {
      userId: account.userId,
      atMyLevel: true,
      limit: GAMES_LISTED,
    });
    if (games.length === 0) {
      await ctx.reply(
        telegramText('games_none', language),
        keyboard([urlButton(telegramText('open_oyna', language), `${deps.publicUrl}/games`)]),
      );
      return;
    }
    const rows: InlineKeyboardButton[][] = games.map((game, index) => [
      ...urlButton(`${index + 1}. ${telegramText('open', language)}`, gameUrl(deps.publicUrl, game.id)),
      {
        text: `${index + 1}. ${telegramText('book', language)}`,
        callback_data: actionData({ type: 'book', gameId: game.id }),
      },
    ]);
    const text = [
      telegramText('games_title', language),
      ...games.map((game, index) => `${index + 1}. ${gameCard(game, language)}`),
    ].join('\n\n');
    await ctx.reply(text, {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...keyboard(rows),
    });
  };
}

/** `/mygames`: the player's next games, each with what their place is and an "Open" link. */
export function myGamesCommand(deps: BotDeps) {
  return async (ctx: CommandContext<Context>) => {
    const { account, language } = await whoIsWriting(deps, ctx);
    if (!account) return linkFirst(ctx, language);
    const games = await deps.actions.myUpcomingGames(deps.db, {
      userId: account.userId,
      limit: GAMES_LISTED,
    });
    if (games.length === 0) {
      await ctx.reply(telegramText('my_games_none', language));
      return;
    }
    const status = (game: (typeof games)[number]) =>
      game.registration.status === 'waitlisted'
        ? telegramText('status_waitlisted', language, {
            position: String(game.registration.waitlist_position ?? ''),
          })
        : telegramText(
            game.registration.status === 'pending_payment' ? 'status_pending_payment' : 'status_confirmed',
            language,
          );
    const text = [
      telegramText('my_games_title', language),
      ...games.map((game, index) => `${index + 1}. ${gameCard(game, language)}\n<i>${status(game)}</i>`),
    ].join('\n\n');
    const rows = games.map((game, index) => [
      ...urlButton(`${index + 1}. ${telegramText('open', language)}`, gameUrl(deps.publicUrl, game.id)),
    ]);
    await ctx.reply(text, {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...keyboard(rows),
    });
  };
}

/**
 * "Book" under a game of /games: the ordinary booking, paid from the wallet, for the account of the
 * Telegram user who tapped (a stranger is told to link and nothing changes). A repeated tap of the
 * same button is the same booking (the callback's id is its idempotency key). The answer says what
 * happened: booked and paid, held while topping up, on the waitlist, or why not.
 */
export async function bookFromChat(
  deps: BotDeps,
  ctx: Filter<Context, 'callback_query:data'>,
  gameId: string,
): Promise<void> {
  const { account, language } = await whoIsWriting(deps, ctx);
  if (!account) {
    await ctx.answerCallbackQuery({
      text: alertText(telegramText('link_first', language)),
      show_alert: true,
    });
    return;
  }
  let text: string;
  try {
    const result = await deps.actions.bookFromWallet(deps.db, {
      userId: account.userId,
      gameId,
      idempotencyKey: `telegram-book:${ctx.callbackQuery.id}`,
    });
    deps.onPlacesChanged?.(gameId);
    const { registration } = result;
    if (registration.status === 'waitlisted') {
      text = telegramText('waitlisted', language, { position: String(registration.waitlist_position ?? '') });
    } else if (registration.status === 'pending_payment') {
      text = telegramText('held', language, {
        amount: formatManat(result.top_up_amount ?? 0, language),
        minutes: String(PAYMENT_HOLD_MINUTES),
      });
    } else {
      text = [
        telegramText('booked', language),
        ...(registration.paid && registration.price > 0
          ? [
              telegramText('paid_from_balance', language, {
                price: formatManat(registration.price, language),
                balance: formatManat(result.balance, language),
              }),
            ]
          : []),
      ].join(' ');
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await ctx.answerCallbackQuery({ text: alertText(errorMessage(error.code, language)), show_alert: true });
    return;
  }
  await ctx.answerCallbackQuery({ text: alertText(text), show_alert: true });
  await ctx.api
    .sendMessage(
      ctx.from.id,
      text,
      keyboard([urlButton(telegramText('open', language), gameUrl(deps.publicUrl, gameId))]),
    )
    .catch((error: unknown) => deps.log.warn({ err: error }, 'the Telegram bot could not confirm a booking'));
}

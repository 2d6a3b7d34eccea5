import type { CommandContext, Context } from 'grammy';
import { type BotDeps, keyboard, openOynaButton, whoIsWriting } from './bot-context.js';
import { linkTelegramChat } from './link-telegram-chat.js';
import { findTelegramAccount } from './telegram-account.js';
import { telegramText } from './telegram-texts.js';

/**
 * `/start <token>` in a private chat links the Telegram account to the player the token was made
 * for (once: a used, expired or unknown token is refused) and answers in their language. A bare
 * `/start` welcomes with an "Open Oyna" button, and tells a stranger how to link.
 */
export function startCommand(deps: BotDeps) {
  return async (ctx: CommandContext<Context>) => {
    const token = ctx.match.trim();
    const { account, language } = await whoIsWriting(deps, ctx);
    if (token && ctx.chat.type === 'private') {
      const linked = await linkTelegramChat(deps.db, { token, chatId: String(ctx.chat.id) });
      if (!linked) {
        await ctx.reply(telegramText('link_invalid', language));
        return;
      }
      const now = await findTelegramAccount(deps.db, ctx.chat.id);
      await ctx.reply(telegramText('linked', now?.language ?? language));
      return;
    }
    const text = [
      telegramText('welcome', language),
      ...(account ? [] : [telegramText('how_to_link', language)]),
    ].join('\n\n');
    await ctx.reply(text, keyboard([openOynaButton(deps, language, ctx.chat.type)]));
  };
}

import { LANGUAGES, type Language, formatManat } from '@oyna/shared';
import type { Api, CommandContext, Context } from 'grammy';
import { type BotDeps, whoIsWriting } from './bot-context.js';
import { telegramText } from './telegram-texts.js';

/** The bot's commands, in the order its menu lists them. */
export const BOT_COMMANDS = ['start', 'games', 'mygames', 'balance', 'help'] as const;

export function botCommandsIn(language: Language): { command: string; description: string }[] {
  return BOT_COMMANDS.map((command) => ({
    command,
    description: telegramText(`command_${command}`, language),
  }));
}

/**
 * The command menu in each language (`setMyCommands` with `language_code` az, ru and en), and the
 * default one, in Azerbaijani, for every other language. Setting them again changes nothing, so
 * every start sets them.
 */
export async function registerBotCommands(api: Api): Promise<void> {
  await api.setMyCommands(botCommandsIn('az'));
  for (const language of LANGUAGES)
    await api.setMyCommands(botCommandsIn(language), { language_code: language });
}

/** `/balance`: the wallet's balance, the loyalty status and how far the next one is. */
export function balanceCommand(deps: BotDeps) {
  return async (ctx: CommandContext<Context>) => {
    const { account, language } = await whoIsWriting(deps, ctx);
    if (!account) {
      await ctx.reply(telegramText('link_first', language));
      return;
    }
    const wallet = await deps.actions.wallet(deps.db, { userId: account.userId });
    const lines = [
      telegramText('balance', language, { amount: formatManat(wallet.balance, language) }),
      telegramText('tier', language, { tier: telegramText(`tier_${wallet.tier}`, language) }),
      ...(wallet.next_tier && wallet.games_to_next_tier !== null
        ? [
            telegramText('games_to_next_tier', language, {
              tier: telegramText(`tier_${wallet.next_tier}`, language),
              count: String(wallet.games_to_next_tier),
            }),
          ]
        : []),
    ];
    await ctx.reply(lines.join('\n'));
  };
}

/** `/help`: the commands, inline sharing, and for a stranger how to link. */
export function helpCommand(deps: BotDeps) {
  return async (ctx: CommandContext<Context>) => {
    const { account, language } = await whoIsWriting(deps, ctx);
    const lines = [
      telegramText('help_title', language),
      ...botCommandsIn(language).map(({ command, description }) => `/${command} — ${description}`),
      '',
      telegramText('help_inline', language, { bot: ctx.me.username }),
      ...(account ? [] : ['', telegramText('link_first', language)]),
    ];
    await ctx.reply(lines.join('\n'));
  };
}

import { Bot } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import { answerAction } from './answer-telegram-action.js';
import { balanceCommand, helpCommand } from './bot-account-commands.js';
import type { BotDeps } from './bot-context.js';
import { gamesCommand, myGamesCommand } from './bot-games.js';
import { inlineQueryHandler } from './bot-inline.js';
import { startCommand } from './bot-start.js';
import { configureTelegramApi, telegramClientOptions } from './telegram-bot-api.js';
import type { TelegramConfig } from './telegram-config.js';

/** The updates the bot reads; Telegram sends no others. */
export const ALLOWED_UPDATES = ['message', 'callback_query', 'inline_query'] as const;

/**
 * What getMe would answer, from the configuration: the bot handles updates without asking
 * Telegram first (a webhook answers at once, a test needs no getMe).
 */
function botInfoFrom(token: string, username: string): UserFromGetMe {
  return {
    id: Number(token.split(':')[0]),
    is_bot: true,
    first_name: 'Oyna',
    username,
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: true,
    can_connect_to_business: false,
    has_main_web_app: true,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
  };
}

/**
 * The Oyna bot on grammY (decision 84): `/start` (link or welcome), `/games`, `/mygames`,
 * `/balance`, `/help`, the buttons of its messages and inline mode. Null without a bot token.
 * Its client shares the bot's rate limits with the dispatcher's (telegram-bot-api.ts).
 */
export function createOynaBot(
  config: TelegramConfig & { PUBLIC_URL: string },
  deps: Omit<BotDeps, 'publicUrl'>,
): Bot | null {
  const token = config.TELEGRAM_BOT_TOKEN;
  if (!token) return null;
  const bot = new Bot(token, {
    botInfo: botInfoFrom(token, config.TELEGRAM_BOT_USERNAME ?? 'oyna_bot'),
    client: telegramClientOptions(config.TELEGRAM_API_URL),
  });
  configureTelegramApi(bot.api, token);
  const all: BotDeps = { ...deps, publicUrl: config.PUBLIC_URL };
  bot.command('start', startCommand(all));
  bot.command('help', helpCommand(all));
  const privately = bot.chatType('private');
  privately.command('games', gamesCommand(all));
  privately.command('mygames', myGamesCommand(all));
  privately.command('balance', balanceCommand(all));
  bot.on('callback_query:data', answerAction(all));
  bot.on('inline_query', inlineQueryHandler(all));
  return bot;
}

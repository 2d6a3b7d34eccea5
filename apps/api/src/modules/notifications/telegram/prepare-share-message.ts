import {
  type Language,
  type PreparedMessage,
  type PreparedMessageRequest,
  competitionShareMessage,
  miniAppStartParam,
  teamInviteShareMessage,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { InlineQueryResultArticle } from 'grammy/types';
import type { Db } from '../../../db/database.js';
import { telegramChats, users } from '../../../db/schema.js';
import { AppError, notFound } from '../../../errors/app-error.js';
import type { BotActions, ShareableCard } from '../notification-hooks.js';
import { keyboard, urlButton } from './bot-context.js';
import { gameCard } from './game-card.js';
import { escapeTelegramHtml } from './telegram-message.js';
import type { TelegramBotApi } from './telegram-bot-api.js';
import { telegramText } from './telegram-texts.js';

const NOT_FOUND = {
  game: 'game_not_found',
  team: 'team_not_found',
  competition: 'competition_not_found',
} as const;

/**
 * The player's Telegram user id: the one they sign in with (the login widget, the Mini App), else
 * their linked private chat's (a private chat's id is its user's id). Null when not linked.
 */
async function telegramUserIdOf(db: Db, userId: string): Promise<number | null> {
  const [row] = await db.select({ telegramId: users.telegramId }).from(users).where(eq(users.id, userId));
  if (row?.telegramId) return Number(row.telegramId);
  const [chat] = await db
    .select({ chatId: telegramChats.chatId })
    .from(telegramChats)
    .where(eq(telegramChats.userId, userId));
  const chatId = chat ? Number(chat.chatId) : NaN;
  return Number.isSafeInteger(chatId) && chatId > 0 ? chatId : null;
}

/** The Mini App opened on `startapp` (the bot's main Mini App: `t.me/<bot>?startapp=…`). */
function miniAppLink(botUsername: string, card: ShareableCard): string {
  const target =
    card.kind === 'game'
      ? ({ kind: 'game', id: card.game.id } as const)
      : card.kind === 'team'
        ? ({ kind: 'team', code: card.joinCode } as const)
        : ({ kind: 'competition', id: card.id } as const);
  return `https://t.me/${botUsername}?startapp=${miniAppStartParam(target)}`;
}

/** The card's words (HTML) and its title in the share dialog: the inline-mode card for a game, the share message else. */
function cardText(card: ShareableCard, link: string, language: Language): { title: string; html: string } {
  switch (card.kind) {
    case 'game':
      return { title: card.game.title, html: gameCard(card.game, language) };
    case 'team':
      return {
        title: card.name,
        html: escapeTelegramHtml(teamInviteShareMessage(card.name, link, language).text),
      };
    case 'competition':
      return {
        title: card.name,
        html: escapeTelegramHtml(competitionShareMessage(card.name, link, language).text),
      };
  }
}

/**
 * "Telegram-da paylaş" in the Mini App (decision 87): the card of a game, a team's invitation or a
 * competition saved by the bot (`savePreparedInlineMessage`) for the player's own Telegram account,
 * with "Open in Oyna" opening the Mini App on it; the app then opens Telegram's share dialog with
 * the id. Refused without a bot (503), without a Telegram account (409 `telegram_account_missing`)
 * and for what the player may not share (404, as if unknown).
 */
export async function prepareShareMessage(
  db: Db,
  input: PreparedMessageRequest & {
    userId: string;
    language: Language;
    api: TelegramBotApi | null;
    botUsername: string | undefined;
    actions: Pick<BotActions, 'shareable'>;
  },
): Promise<PreparedMessage> {
  const { api, botUsername, language } = input;
  if (!api || !botUsername) throw new AppError('telegram_not_configured', 503);
  const telegramUserId = await telegramUserIdOf(db, input.userId);
  if (telegramUserId === null) throw new AppError('telegram_account_missing', 409);
  const card = await input.actions.shareable(db, { userId: input.userId, kind: input.kind, id: input.id });
  if (!card) throw notFound(NOT_FOUND[input.kind]);
  const link = miniAppLink(botUsername, card);
  const { title, html } = cardText(card, link, language);
  const button = urlButton(telegramText('open_in_oyna', language), link);
  const result: InlineQueryResultArticle = {
    type: 'article',
    id: `${input.kind}-${input.id}`,
    title,
    input_message_content: {
      message_text: button.length > 0 ? html : `${html}\n${link}`,
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
    },
    ...keyboard([button]),
  };
  const prepared = await api.savePreparedInlineMessage(telegramUserId, result, {
    allow_user_chats: true,
    allow_group_chats: true,
    allow_channel_chats: true,
  });
  return { id: prepared.id };
}

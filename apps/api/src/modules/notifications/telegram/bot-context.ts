import type { Language } from '@oyna/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Context } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import type { Db } from '../../../db/database.js';
import type { BotActions } from '../notification-hooks.js';
import { type BotAccount, findTelegramAccount, languageOfTelegramUser } from './telegram-account.js';
import { isButtonUrl } from './telegram-message.js';
import { telegramText } from './telegram-texts.js';

/** What the bot's handlers work with. */
export interface BotDeps {
  db: Db;
  actions: BotActions;
  log: FastifyBaseLogger;
  /** The site's address: the games' pages and the Mini App. */
  publicUrl: string;
  /** Told of a game whose places changed from the chat (the live places stream). */
  onPlacesChanged?: ((gameId: string) => void) | undefined;
}

/** Who wrote: their Oyna account (or null), and the language to answer in (theirs, else Telegram's, else az). */
export async function whoIsWriting(
  deps: BotDeps,
  ctx: Context,
): Promise<{ account: BotAccount | null; language: Language }> {
  const from = ctx.from;
  const account = from ? await findTelegramAccount(deps.db, from.id) : null;
  return { account, language: account?.language ?? languageOfTelegramUser(from?.language_code) };
}

/** A URL button to `url`, or none where Telegram would refuse it (localhost in development). */
export function urlButton(text: string, url: string): InlineKeyboardButton[] {
  return isButtonUrl(url) ? [{ text, url }] : [];
}

/** "Open Oyna": the Mini App in a private chat (web_app works only there), a plain link elsewhere. */
export function openOynaButton(
  deps: BotDeps,
  language: Language,
  chatType: string | undefined,
): InlineKeyboardButton[] {
  const text = telegramText('open_oyna', language);
  const url = `${deps.publicUrl}/`;
  if (!isButtonUrl(url)) return [];
  return chatType === 'private' && url.startsWith('https:') ? [{ text, web_app: { url } }] : [{ text, url }];
}

/** An inline keyboard of the rows that have buttons, or nothing. */
export function keyboard(rows: InlineKeyboardButton[][]): {
  reply_markup?: { inline_keyboard: InlineKeyboardButton[][] };
} {
  const filled = rows.filter((row) => row.length > 0);
  return filled.length > 0 ? { reply_markup: { inline_keyboard: filled } } : {};
}

/** The longest text a button's answer (a toast or an alert) may carry. */
const ALERT_LENGTH = 200;

/** A button's answer, cut to what Telegram shows. */
export function alertText(text: string): string {
  return text.length <= ALERT_LENGTH ? text : `${text.slice(0, ALERT_LENGTH - 1)}…`;
}

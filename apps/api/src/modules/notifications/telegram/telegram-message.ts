import type { Language, RenderedNotification } from '@oyna/shared';
import type { InlineButton, SendMessageParams } from './telegram-bot-api.js';
import { telegramText } from './telegram-texts.js';

/** Telegram's HTML mode reads only these three as markup; everything else is text. */
export function escapeTelegramHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Telegram refuses URL buttons to addresses it cannot open (localhost, loopback, plain hostnames). */
export function isButtonUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = parsed.hostname;
  return (
    host.includes('.') && host !== '127.0.0.1' && !/^\[?::1\]?$/.test(host) && !host.endsWith('.localhost')
  );
}

/**
 * A notification as a Telegram message: the title in bold, the body, and a button that opens the
 * page it is about (or the link in the text where a button cannot carry it), plus any one-tap actions.
 */
export function telegramMessage(
  chatId: string,
  rendered: RenderedNotification,
  options: { url: string; language: Language; actions?: InlineButton[] },
): SendMessageParams {
  const withButton = isButtonUrl(options.url);
  const lines = [`<b>${escapeTelegramHtml(rendered.title)}</b>`, escapeTelegramHtml(rendered.body)];
  if (!withButton) lines.push(escapeTelegramHtml(options.url));
  const rows: InlineButton[][] = [];
  if (withButton) rows.push([{ text: telegramText('open', options.language), url: options.url }]);
  if (options.actions && options.actions.length > 0) rows.push(options.actions);
  return {
    chat_id: chatId,
    text: lines.join('\n'),
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    ...(rows.length > 0 ? { reply_markup: { inline_keyboard: rows } } : {}),
  };
}

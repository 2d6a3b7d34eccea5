import { z } from 'zod';
import { type Language, type WhatsAppKind, formatNotificationDateTime, isWhatsAppKind } from '@oyna/shared';
import type { OutgoingMessage } from '../delivery-channel.js';
import type { WhatsAppTemplateMessage } from './whatsapp-cloud-api.js';

/**
 * The approved utility template of each kind, after WHATSAPP_TEMPLATE_PREFIX. Both reminders share
 * one: its text names the time. Each template has an az, ru and en version with the same variables:
 * {{1}} the player's first name, {{2}} the game, {{3}} its day and time in Baku, {{4}} the venue,
 * and an "Open in Oyna" URL button ending in the game's path.
 */
export const WHATSAPP_TEMPLATES: Record<WhatsAppKind, string> = {
  booking_confirmed: 'booking_confirmed',
  waitlist_promoted: 'waitlist_promoted',
  game_reminder_day: 'game_reminder',
  game_reminder_hours: 'game_reminder',
  game_changed: 'game_changed',
  game_cancelled: 'game_cancelled',
};

/** Meta's codes of the templates' language versions. */
export const WHATSAPP_LANGUAGE_CODES: Record<Language, string> = { az: 'az', ru: 'ru', en: 'en' };

/** Meta refuses a variable with a line break, a tab or four spaces in a row, and longer than this. */
const PARAMETER_MAX = 200;
function parameter(text: string): string {
  return (
    text
      .replace(/[\n\t]+/g, ' ')
      .replace(/ {4,}/g, '   ')
      .trim()
      .slice(0, PARAMETER_MAX) || '-'
  );
}

const gameMentionSchema = z.object({ title: z.string(), starts_at: z.string(), venue: z.string() });

/** The game of the notification's payload (every WhatsApp kind names one). */
function gameMentionOf(payload: Record<string, unknown>) {
  const parsed = gameMentionSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** The template message of a notification, or null for a kind that has no template. */
export function whatsAppTemplateMessage(
  message: OutgoingMessage,
  options: { to: string; prefix: string },
): WhatsAppTemplateMessage | null {
  if (!isWhatsAppKind(message.kind)) return null;
  const mention = gameMentionOf(message.payload ?? {});
  const { language, firstName } = message.recipient;
  return {
    to: options.to,
    name: `${options.prefix}${WHATSAPP_TEMPLATES[message.kind]}`,
    languageCode: WHATSAPP_LANGUAGE_CODES[language],
    bodyParameters: [
      parameter(firstName),
      parameter(mention?.title ?? message.rendered.title),
      parameter(mention ? formatNotificationDateTime(mention.starts_at, language) : ''),
      parameter(mention?.venue ?? ''),
    ],
    buttonUrlSuffix: message.rendered.link.replace(/^\/+/, ''),
  };
}

import type { Language } from '../i18n/languages.js';
import type { NotificationPayloads } from './notification-payloads.js';

/* The texts of Oyna's answer to a support request (decision 96), spread into the templates. */

type Texts = Record<Language, string>;

/** The request's page in the help centre, where the player reads the answer and writes back. */
export const supportRequestLink = (requestId: string) => `/help/${requestId}`;

const supportReply = (
  p: NotificationPayloads['support_reply'],
): { title: Texts; body: Texts; link: string } => ({
  title: {
    az: 'Oyna müraciətinizə cavab verdi',
    ru: 'Oyna ответила на ваше обращение',
    en: 'Oyna answered your request',
  },
  body: { az: p.body, ru: p.body, en: p.body },
  link: supportRequestLink(p.request_id),
});

export const SUPPORT_TEMPLATES = { support_reply: supportReply };

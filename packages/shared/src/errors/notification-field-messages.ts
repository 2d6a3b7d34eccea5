import type { Translated } from '../i18n/languages.js';

/** Field messages of the notification settings, kept beside FIELD_MESSAGES, which spreads them in. */
export const NOTIFICATION_FIELD_MESSAGES = {
  sms_not_allowed: {
    az: 'SMS yalnız təcili bildirişlər üçün göndərilir.',
    ru: 'SMS отправляются только для срочных уведомлений.',
    en: 'SMS is only sent for urgent notifications.',
  },
} as const satisfies Record<string, Translated>;

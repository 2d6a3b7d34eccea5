import type { Translated } from '../i18n/languages.js';
import { WHATSAPP_ERROR_CATALOGUE } from './whatsapp-error-catalogue.js';

/**
 * Error codes of the messenger channels of notifications, spread into the main catalogue: linking a
 * Telegram chat, and WhatsApp's (decision 88) spread in here so that the main catalogue does not grow.
 */
export const TELEGRAM_ERROR_CATALOGUE = {
  ...WHATSAPP_ERROR_CATALOGUE,
  telegram_not_configured: {
    az: 'Telegram bildirişləri bu serverdə qoşulmayıb.',
    ru: 'Уведомления в Telegram на этом сервере не подключены.',
    en: 'Telegram notifications are not set up on this server.',
  },
  telegram_webhook_secret_invalid: {
    az: 'Telegram sorğusunun gizli açarı yanlışdır.',
    ru: 'Неверный секретный ключ запроса Telegram.',
    en: 'The secret of the Telegram request is not valid.',
  },
} as const satisfies Record<string, Translated>;

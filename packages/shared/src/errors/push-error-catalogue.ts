import type { Translated } from '../i18n/languages.js';

/** Error codes of web push subscriptions, kept beside the main catalogue, which spreads them in. */
export const PUSH_ERROR_CATALOGUE = {
  push_not_configured: {
    az: 'Bu serverdə brauzer bildirişləri qurulmayıb.',
    ru: 'Браузерные уведомления на этом сервере не настроены.',
    en: 'Browser notifications are not set up on this server.',
  },
  push_subscription_invalid: {
    az: 'Brauzerin bildiriş abunəsi qəbul edilmədi. Bildirişləri yenidən açın.',
    ru: 'Подписка браузера на уведомления не принята. Включите уведомления заново.',
    en: "The browser's notification subscription was not accepted. Turn notifications on again.",
  },
  push_subscription_not_found: {
    az: 'Bu cihaz üçün bildiriş abunəsi tapılmadı.',
    ru: 'Подписка на уведомления для этого устройства не найдена.',
    en: 'No notification subscription was found for this device.',
  },
} as const satisfies Record<string, Translated>;

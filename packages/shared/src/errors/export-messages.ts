import type { Translated } from '../i18n/languages.js';

/** Error codes of the player's data export (decision 90), merged in `area-messages.ts`. */
export const EXPORT_ERROR_CATALOGUE = {
  data_export_rate_limited: {
    az: 'Məlumatlarınızı saatda ən çox {{count}} dəfə yükləmək olar. Bir az sonra yenidən cəhd edin.',
    ru: 'Скачиваний своих данных за час — не больше {{count}}. Попробуйте немного позже.',
    en: 'You can download your data at most {{count}} times an hour. Try again a little later.',
  },
} as const satisfies Record<string, Translated>;

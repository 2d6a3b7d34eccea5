import type { Translated } from '../i18n/languages.js';

/** Error codes of signing in and sharing inside the Telegram Mini App, spread into the main catalogue. */
export const TELEGRAM_MINI_APP_ERROR_CATALOGUE = {
  telegram_init_data_invalid: {
    az: 'Telegram-ın göndərdiyi məlumatları təsdiqləmək mümkün olmadı. Oyna-nı bağlayıb Telegram-dan yenidən açın.',
    ru: 'Не удалось подтвердить данные от Telegram. Закройте Oyna и откройте снова из Telegram.',
    en: 'The data from Telegram could not be verified. Close Oyna and open it again from Telegram.',
  },
  telegram_init_data_expired: {
    az: 'Telegram-dan açılışın vaxtı keçib. Oyna-nı bağlayıb Telegram-dan yenidən açın.',
    ru: 'Срок данных запуска из Telegram истёк. Закройте Oyna и откройте снова из Telegram.',
    en: 'This launch from Telegram has expired. Close Oyna and open it again from Telegram.',
  },
  telegram_init_data_no_user: {
    az: 'Telegram bu açılışda hesabınızı göndərmədi. Oyna-nı botun menyusundan və ya şəxsi çatdakı düymədən açın.',
    ru: 'Telegram не передал ваш аккаунт при этом запуске. Откройте Oyna из меню бота или кнопкой в личном чате.',
    en: 'Telegram did not send your account with this launch. Open Oyna from the bot’s menu or a button in a private chat.',
  },
  telegram_account_missing: {
    az: 'Telegram-da paylaşmaq üçün hesabınız Telegram-a bağlı olmalıdır. Oyna-nı Telegram-dan açın və ya parametrlərdə Telegram-ı qoşun.',
    ru: 'Чтобы делиться в Telegram, ваш аккаунт должен быть связан с Telegram. Откройте Oyna из Telegram или подключите Telegram в настройках.',
    en: 'To share in Telegram, your account must be linked to Telegram. Open Oyna from Telegram or connect Telegram in the settings.',
  },
} as const satisfies Record<string, Translated>;

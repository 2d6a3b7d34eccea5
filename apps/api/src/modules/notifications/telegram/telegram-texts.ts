import type { Language, Translated } from '@oyna/shared';

/** What the bot writes itself (replies in the chat, buttons), in each language. */
export const TELEGRAM_TEXTS = {
  open: { az: 'Aç', ru: 'Открыть', en: 'Open' },
  linked: {
    az: 'Hazırdır: Oyna bildirişləri artıq bu çata gələcək. Hansı bildirişlərin gələcəyini parametrlərdə seçə bilərsiniz.',
    ru: 'Готово: уведомления Oyna теперь будут приходить в этот чат. Какие именно, можно выбрать в настройках.',
    en: 'Done: Oyna notifications will now come to this chat. Choose which ones in the settings.',
  },
  link_invalid: {
    az: 'Bu link etibarsızdır və ya vaxtı keçib. Oyna-da parametrlərə keçin və Telegram-ı yenidən qoşun.',
    ru: 'Эта ссылка недействительна или устарела. Откройте настройки в Oyna и подключите Telegram заново.',
    en: 'This link is not valid or has expired. Open the settings in Oyna and connect Telegram again.',
  },
  how_to_link: {
    az: 'Bildirişləri bu çatda almaq üçün Oyna-da parametrlərin «Bildirişlər» bölməsində Telegram-ı qoşun.',
    ru: 'Чтобы получать уведомления в этом чате, подключите Telegram в разделе «Уведомления» настроек Oyna.',
    en: 'To get notifications in this chat, connect Telegram in the Notifications section of the Oyna settings.',
  },
} as const satisfies Record<string, Translated>;

export type TelegramText = keyof typeof TELEGRAM_TEXTS;

export function telegramText(key: TelegramText, language: Language): string {
  return TELEGRAM_TEXTS[key][language];
}

import type { Language, Translated } from '@oyna/shared';
import { BOT_TEXTS } from './bot-texts.js';

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
  give_up_place: { az: 'Yerimi boşalt', ru: 'Освободить место', en: 'Give up my place' },
  confirm_give_up: {
    az: 'Bu oyundakı yerinizi boşaldırsınız? Oyuna az qalmış pul yalnız yerinizi növbədəki oyunçu tutsa qaytarılır.',
    ru: 'Освободить ваше место в этой игре? Незадолго до начала деньги возвращаются, только если место займёт игрок из очереди.',
    en: 'Give up your place in this game? Close to kick-off, the payment comes back only if a player from the waitlist takes the place.',
  },
  confirm_give_up_button: {
    az: 'Bəli, yerimi boşalt',
    ru: 'Да, освободить место',
    en: 'Yes, give up my place',
  },
  place_given_up: {
    az: 'Yeriniz boşaldıldı.',
    ru: 'Ваше место освобождено.',
    en: 'Your place is given up.',
  },
  refunded: {
    az: 'Balansınıza qaytarıldı: {{amount}}.',
    ru: 'Возвращено на баланс: {{amount}}.',
    en: 'Back on your balance: {{amount}}.',
  },
  slot_coming: { az: 'Gəlirəm', ru: 'Приду', en: 'Coming' },
  slot_not_coming: { az: 'Gəlmirəm', ru: 'Не приду', en: 'Not coming' },
  slot_maybe: { az: 'Bəlkə', ru: 'Может быть', en: 'Maybe' },
  slot_answered: {
    az: 'Cavabınız qeyd olundu: {{answer}}.',
    ru: 'Ваш ответ сохранён: {{answer}}.',
    en: 'Your answer is saved: {{answer}}.',
  },
  ...BOT_TEXTS,
} as const satisfies Record<string, Translated>;

export type TelegramText = keyof typeof TELEGRAM_TEXTS;

export function telegramText(
  key: TelegramText,
  language: Language,
  params: Record<string, string> = {},
): string {
  return TELEGRAM_TEXTS[key][language].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? (params[name] ?? placeholder) : placeholder,
  );
}

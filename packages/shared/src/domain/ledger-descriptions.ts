import { type Language, type Translated, translator } from '../i18n/languages.js';
import { formatNotificationDateTime } from '../notifications/notification-dates.js';
import type { LedgerDescription } from './wallet.js';

/** The words of a ledger row, the wallet page's and the data export's. */
const LEDGER_TEXTS = {
  topup: { az: 'Balansın kartla artırılması', ru: 'Пополнение баланса картой', en: 'Balance top-up by card' },
  topup_card: {
    az: 'Balansın kartla artırılması ({{card}})',
    ru: 'Пополнение баланса картой ({{card}})',
    en: 'Balance top-up by card ({{card}})',
  },
  game_payment: { az: 'Oyun: {{title}}', ru: 'Игра: {{title}}', en: 'Game: {{title}}' },
  game_refund: { az: 'Geri qaytarma: {{title}}', ru: 'Возврат: {{title}}', en: 'Refund: {{title}}' },
  guest_payment: {
    az: 'Qonaq oyunçu {{guest}}: {{title}}',
    ru: 'Игрок-гость {{guest}}: {{title}}',
    en: 'Guest {{guest}}: {{title}}',
  },
  guest_refund: {
    az: 'Geri qaytarma, qonaq oyunçu {{guest}}: {{title}}',
    ru: 'Возврат за игрока-гостя {{guest}}: {{title}}',
    en: 'Refund for guest {{guest}}: {{title}}',
  },
  competition_fee: { az: 'Turnir: {{title}}', ru: 'Турнир: {{title}}', en: 'Competition: {{title}}' },
  competition_refund: {
    az: 'Turnir haqqının qaytarılması: {{title}}',
    ru: 'Возврат взноса за турнир: {{title}}',
    en: 'Entry fee refund: {{title}}',
  },
  bonus: { az: 'Bonus', ru: 'Бонус', en: 'Bonus' },
  bonus_welcome: { az: 'Xoş gəlmisiniz bonusu', ru: 'Приветственный бонус', en: 'Welcome bonus' },
  admin_adjustment: {
    az: 'Administrator düzəlişi: {{reason}}',
    ru: 'Корректировка администратором: {{reason}}',
    en: 'Adjusted by an administrator: {{reason}}',
  },
  balance_given_up: {
    az: 'Hesab silinərkən balansdan imtina edildi',
    ru: 'Отказ от баланса при удалении аккаунта',
    en: 'Balance given up when the account was deleted',
  },
  game_fallback: { az: 'oyun', ru: 'игра', en: 'game' },
  competition_fallback: { az: 'turnir', ru: 'турнир', en: 'competition' },
} as const satisfies Record<string, Translated>;

const ledgerText = translator(LEDGER_TEXTS);

/**
 * A tournament's entry fee or its refund (the wallet labels the fee so): rows written before the fee
 * had its own key carried the game keys with a `competition_id`.
 */
export function ledgerCompetitionEntry({
  key,
  params,
}: LedgerDescription): 'competition_fee' | 'competition_refund' | null {
  if (key === 'competition_fee' || key === 'competition_refund') return key;
  if (params['competition_id'] === undefined) return null;
  if (key === 'game_payment') return 'competition_fee';
  return key === 'game_refund' ? 'competition_refund' : null;
}

/**
 * A ledger row's description as one line in the reader's language, on the wallet page and in the
 * data export's `transactions.csv`; a game's kick-off is written by `formatDate` (by default as the
 * notifications write it).
 */
export function ledgerDescriptionText(
  description: LedgerDescription,
  language: Language,
  formatDate: (iso: string) => string = (iso) => formatNotificationDateTime(iso, language),
): string {
  const { key, params } = description;
  const param = (name: string) => (params[name] === undefined ? undefined : String(params[name]));
  const text = (name: keyof typeof LEDGER_TEXTS, values: Record<string, string> = {}) =>
    ledgerText(name, language, values);
  const competitionKey = ledgerCompetitionEntry(description);
  if (competitionKey) {
    const title = param('competition_title') ?? param('game_title') ?? text('competition_fallback');
    return text(competitionKey, { title });
  }
  const title = param('game_title') ?? text('game_fallback');
  const startsAt = param('starts_at');
  const game = startsAt ? `${title}, ${formatDate(startsAt)}` : title;
  switch (key) {
    case 'topup': {
      const card = param('card_mask');
      return card ? text('topup_card', { card }) : text('topup');
    }
    case 'game_payment':
    case 'game_refund':
      return text(key, { title: game });
    case 'guest_payment':
    case 'guest_refund':
      return text(key, { title: game, guest: param('guest_name') ?? '' });
    case 'bonus':
      return param('reason') === 'welcome' ? text('bonus_welcome') : text('bonus');
    case 'admin_adjustment':
      return text('admin_adjustment', { reason: param('reason') ?? '' });
    case 'balance_given_up':
      return text('balance_given_up');
    default:
      return text('competition_fallback');
  }
}

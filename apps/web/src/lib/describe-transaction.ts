import type { Language, LedgerEntryKind, WalletTransaction } from '@oyna/shared';
import type { TFunction } from 'i18next';
import { formatDateTime } from './format';

const param = (transaction: WalletTransaction, name: string): string | undefined => {
  const value = transaction.description.params[name];
  return value === undefined ? undefined : String(value);
};

/** The game a ledger row paid for or refunded: its title and, when known, its kick-off. */
function gameOf(transaction: WalletTransaction, t: TFunction, language: Language): string {
  const title = param(transaction, 'game_title') ?? t('wallet.description.game_fallback');
  const startsAt = param(transaction, 'starts_at');
  return startsAt
    ? t('wallet.description.game_on', { title, date: formatDateTime(new Date(startsAt), language) })
    : title;
}

/**
 * A tournament's entry fee (or its refund): rows written before the fee had its own key carried the
 * game keys with a `competition_id`.
 */
function competitionEntry(transaction: WalletTransaction): 'competition_fee' | 'competition_refund' | null {
  const { key } = transaction.description;
  if (key === 'competition_fee' || key === 'competition_refund') return key;
  if (param(transaction, 'competition_id') === undefined) return null;
  if (key === 'game_payment') return 'competition_fee';
  if (key === 'game_refund') return 'competition_refund';
  return null;
}

/** The row's label under its description: its kind's, or "entry fee" for a tournament's fee. */
export function transactionLabelKey(
  transaction: WalletTransaction,
): 'wallet.kinds.competition_fee' | `wallet.kinds.${LedgerEntryKind}` {
  return competitionEntry(transaction) === 'competition_fee'
    ? 'wallet.kinds.competition_fee'
    : `wallet.kinds.${transaction.kind}`;
}

/** A ledger row's description in the reader's language, from its message key and parameters. */
export function describeTransaction(
  transaction: WalletTransaction,
  t: TFunction,
  language: Language,
): string {
  const competition = competitionEntry(transaction);
  if (competition)
    return t(`wallet.description.${competition}`, {
      title:
        param(transaction, 'competition_title') ??
        param(transaction, 'game_title') ??
        t('wallet.description.competition_fallback'),
    });
  const { key } = transaction.description;
  switch (key) {
    case 'topup': {
      const card = param(transaction, 'card_mask');
      return card ? t('wallet.description.topup_card', { card }) : t('wallet.description.topup');
    }
    case 'game_payment':
    case 'game_refund':
      return t(`wallet.description.${key}`, { title: gameOf(transaction, t, language) });
    case 'guest_payment':
    case 'guest_refund':
      return t(`wallet.description.${key}`, {
        title: gameOf(transaction, t, language),
        guest: param(transaction, 'guest_name') ?? '',
      });
    case 'bonus':
      return param(transaction, 'reason') === 'welcome'
        ? t('wallet.description.bonus_welcome')
        : t('wallet.description.bonus');
    case 'admin_adjustment':
      return t('wallet.description.admin_adjustment', { reason: param(transaction, 'reason') ?? '' });
    case 'balance_given_up':
      return t('wallet.description.balance_given_up');
    default:
      return t('wallet.description.competition_fallback');
  }
}

/** What caused a change of a wallet balance: every ledger row is one of these. */
export const LEDGER_ENTRY_KINDS = ['topup', 'game_payment', 'refund', 'bonus', 'adjustment'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** The states of a top-up payment; all but `pending` are final. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The payment providers a top-up can go through (`PAYMENT_PROVIDER` picks the one for new payments). */
export const PAYMENT_PROVIDERS = ['sandbox', 'epoint'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A payment not completed this long after it was created expires. */
export const PAYMENT_EXPIRY_MINUTES = 30;

/** Top-up limits in qəpik: 1 to 500 manat. */
export const TOPUP_MIN_QEPIK = 100;
export const TOPUP_MAX_QEPIK = 50_000;
/** The amounts offered as one-tap top-ups on the balance page, in manat. */
export const TOPUP_PRESETS_MANAT = [5, 10, 20, 50] as const;

/** The largest single admin adjustment either way, in qəpik (10 000 manat). */
export const ADJUSTMENT_MAX_QEPIK = 1_000_000;

/** The test card the sandbox provider approves; every other card number is declined. */
export const SANDBOX_TEST_CARD = '4169741330151778';

/**
 * How a ledger row is described, rendered by the client in the reader's language: a message key
 * and its parameters (game title, venue, card mask...), never a sentence in one language.
 * Keys by kind: `topup` (params: `card_mask?`), `game_payment` and `game_refund`
 * (params: `game_id`, `game_title?`, `starts_at?` ISO time, `venue?`), `guest_payment` and
 * `guest_refund` (the same and `guest_name`: a place paid for a guest), `competition_fee` and
 * `competition_refund` (a team's entry fee, kind `game_payment` / `refund`; params:
 * `competition_id`, `competition_title`), `bonus` (params: `reason?`),
 * `admin_adjustment` (params: `reason`, the admin's own words), `balance_given_up` (kind `adjustment`,
 * no params: what an erased account held, written off as its owner agreed; decision 91).
 */
export const LEDGER_DESCRIPTION_KEYS = [
  'topup',
  'game_payment',
  'game_refund',
  'guest_payment',
  'guest_refund',
  'competition_fee',
  'competition_refund',
  'bonus',
  'admin_adjustment',
  'balance_given_up',
] as const;
export type LedgerDescriptionKey = (typeof LEDGER_DESCRIPTION_KEYS)[number];

export interface LedgerDescription {
  key: LedgerDescriptionKey;
  params: Record<string, string | number>;
}

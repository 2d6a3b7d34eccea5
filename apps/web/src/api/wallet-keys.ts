import type { WalletTransactionsQuery } from '@oyna/shared';

/**
 * Query keys of the wallet (the balance page, the profile, the top bar and booking read them):
 * `all` refreshes every wallet query at once after a top-up.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  summary: () => [...walletKeys.all, 'summary'] as const,
  transactions: () => [...walletKeys.all, 'transactions'] as const,
  transactionList: (query: WalletTransactionsQuery) => [...walletKeys.transactions(), query] as const,
  payment: (id: string) => [...walletKeys.all, 'payment', id] as const,
};

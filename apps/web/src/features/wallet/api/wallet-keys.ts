import type { WalletTransactionsQuery } from '@oyna/shared';

/** Query keys of the wallet feature; `all` invalidates every wallet query at once. */
export const walletKeys = {
  all: ['wallet'] as const,
  summary: () => [...walletKeys.all, 'summary'] as const,
  transactions: () => [...walletKeys.all, 'transactions'] as const,
  transactionList: (query: WalletTransactionsQuery) => [...walletKeys.transactions(), query] as const,
  payment: (id: string) => [...walletKeys.all, 'payment', id] as const,
};

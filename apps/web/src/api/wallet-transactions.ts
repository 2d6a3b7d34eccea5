import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WalletTransactionsQuery, WalletTransactionsResponse } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /wallet/transactions: one page of the ledger, newest first. */
export const transactionsQueryOptions = (query: WalletTransactionsQuery) =>
  apiQuery<WalletTransactionsResponse>(walletKeys.transactionList(query), '/wallet/transactions', {
    params: query,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** One page of my transactions; the previous page stays on screen while the next one loads. */
export const useTransactions = (query: WalletTransactionsQuery) => useQuery(transactionsQueryOptions(query));

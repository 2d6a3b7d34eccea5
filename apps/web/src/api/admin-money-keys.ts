/**
 * Query keys of the money desk and the reconciliation reports: `user` refreshes everything about
 * one player's money after an adjustment, a refund or a re-check.
 */
export const adminMoneyKeys = {
  all: ['admin-money'] as const,
  user: (userId: string) => [...adminMoneyKeys.all, 'user', userId] as const,
  wallet: (userId: string) => [...adminMoneyKeys.user(userId), 'wallet'] as const,
  list: (userId: string, list: 'transactions' | 'payments' | 'game-payments', page: number) =>
    [...adminMoneyKeys.user(userId), list, page] as const,
  reports: () => [...adminMoneyKeys.all, 'reconciliation'] as const,
  reportPage: (page: number) => [...adminMoneyKeys.reports(), page] as const,
  whatsAppUsage: () => [...adminMoneyKeys.all, 'whatsapp-usage'] as const,
};

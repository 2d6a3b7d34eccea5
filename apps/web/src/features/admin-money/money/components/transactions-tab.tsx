import { useTranslation } from 'react-i18next';
import { AdminList } from '../../../../components/admin/admin-list';
import { TransactionRow } from '../../../../components/transaction-row';
import { moneyPageCount, useAdminTransactions } from '../api/money-desk';

/** The player's ledger, newest first, a page at a time. */
export function TransactionsTab(props: { userId: string; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const query = useAdminTransactions(props.userId, props.page);
  return (
    <AdminList
      query={query}
      divided
      skeletonRows={3}
      errorTitle={t('admin_money.transactions.error')}
      emptyText={t('admin_money.transactions.empty')}
      listTestId="admin-transactions"
      renderItem={(transaction) => <TransactionRow key={transaction.id} transaction={transaction} />}
      pages={{ count: moneyPageCount(query.data?.total), page: props.page, onChange: props.onPage }}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { TransactionRow } from '../../../../components/transaction-row';
import { useAdminTransactions } from '../api/money-desk';
import { ListFrame } from './list-frame';

/** The player's ledger, newest first, a page at a time. */
export function TransactionsTab(props: { userId: string; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const query = useAdminTransactions(props.userId, props.page);
  const items = query.data?.items ?? [];
  return (
    <ListFrame
      query={query}
      total={query.data?.total}
      count={items.length}
      page={props.page}
      onPage={props.onPage}
      errorTitle={t('admin_money.transactions.error')}
      emptyText={t('admin_money.transactions.empty')}
      testId="admin-transactions"
    >
      {items.map((transaction) => (
        <TransactionRow key={transaction.id} transaction={transaction} />
      ))}
    </ListFrame>
  );
}

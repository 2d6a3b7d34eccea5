import { TransactionRow } from '../../../../components/transaction-row';
import { useAdminTransactions } from '../api/money-desk';
import { MoneyList } from './money-list';

/** The player's ledger, newest first, a page at a time. */
export function TransactionsTab(props: { userId: string; page: number; onPage: (page: number) => void }) {
  const query = useAdminTransactions(props.userId, props.page);
  return (
    <MoneyList
      tab="transactions"
      query={query}
      page={props.page}
      onPage={props.onPage}
      renderItem={(transaction) => <TransactionRow key={transaction.id} transaction={transaction} />}
    />
  );
}

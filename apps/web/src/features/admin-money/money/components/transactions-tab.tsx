import { TransactionRow } from '../../../../components/transaction-row';
import { useAdminTransactions } from '../api/money-desk';
import { MoneyList, type MoneyTabProps } from './money-list';

/** The player's ledger, newest first, a page at a time. */
export function TransactionsTab(props: MoneyTabProps) {
  const query = useAdminTransactions(props.userId, props.page);
  return (
    <MoneyList
      tab="transactions"
      query={query}
      pages={props}
      renderItem={(transaction) => <TransactionRow key={transaction.id} transaction={transaction} />}
    />
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { QueryFallback } from '../../../components/query-fallback';
import { TransactionRow } from '../../../components/transaction-row';
import { useTransactions } from '../../../api/wallet-transactions';
import { SectionCard } from '../../../components/section-card';
import { LinkButton } from '../../../components/link-button';

/** How many of the latest ledger rows the profile shows. */
export const RECENT_TRANSACTIONS = 5;

/** The last few ledger rows, with a link to the whole history on /balance. */
export function RecentTransactions() {
  const { t } = useTranslation();
  const query = useTransactions({ page: 1, page_size: RECENT_TRANSACTIONS });
  const items = query.data?.items ?? [];
  return (
    <SectionCard
      title={t('profile.transactions.title')}
      testId="profile-transactions"
      aside={
        <LinkButton to="/balance" size="small">
          {t('profile.transactions.all')}
        </LinkButton>
      }
    >
      <QueryFallback query={query} errorTitle={t('profile.transactions.error')} skeletons={[56, 56, 56]} />
      {query.isSuccess && items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {t('profile.transactions.empty')}
        </Typography>
      ) : null}
      {items.length > 0 ? (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {items.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} />
          ))}
        </Box>
      ) : null}
    </SectionCard>
  );
}

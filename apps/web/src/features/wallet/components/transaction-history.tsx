import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEDGER_ENTRY_KINDS, type LedgerEntryKind, MAX_PAGE_SIZE } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { TransactionRow } from '../../../components/transaction-row';
import { errorMessage } from '../../../lib/api-error';
import { helpLinkAbout } from '../../../lib/help-link';
import { useTransactions } from '../../../api/wallet-transactions';

const PAGE_SIZE = 20;

/** The ledger, newest first, filtered by kind, a page at a time. */
export function TransactionHistory() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<LedgerEntryKind | undefined>(undefined);
  const [pages, setPages] = useState(1);
  const query = useTransactions({ kind, page: 1, page_size: Math.min(PAGE_SIZE * pages, MAX_PAGE_SIZE) });
  const items = query.data?.items ?? [];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '20px' }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('wallet.history.title')}
      </Typography>
      <Stack
        direction="row"
        role="group"
        aria-label={t('wallet.history.filter_label')}
        sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}
      >
        {[undefined, ...LEDGER_ENTRY_KINDS].map((option) => (
          <Chip
            key={option ?? 'all'}
            label={option ? t(`wallet.kinds.${option}`) : t('wallet.history.all')}
            color={kind === option ? 'primary' : 'default'}
            variant={kind === option ? 'filled' : 'outlined'}
            aria-pressed={kind === option}
            onClick={() => {
              setKind(option);
              setPages(1);
            }}
            data-testid={`filter-${option ?? 'all'}`}
          />
        ))}
      </Stack>
      {query.isError && (
        <Alert severity="error">{errorMessage(query.error, t) || t('wallet.history.error')}</Alert>
      )}
      {query.isPending && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Stack>
      )}
      {query.isSuccess && items.length === 0 && (
        <Stack spacing={1} sx={{ alignItems: 'center', py: 4, color: 'text.secondary', textAlign: 'center' }}>
          <AccountBalanceWalletOutlinedIcon sx={{ fontSize: 40, opacity: 0.6 }} />
          <Typography variant="body2">
            {kind ? t('wallet.history.empty_filtered') : t('wallet.history.empty')}
          </Typography>
        </Stack>
      )}
      {items.length > 0 && (
        <Box
          component="ul"
          sx={{ p: 0, m: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}
          data-testid="transactions"
        >
          {items.map((transaction) => (
            <TransactionRow
              key={transaction.id}
              transaction={transaction}
              action={
                <IconButton
                  component={Link}
                  to={helpLinkAbout('transaction', transaction.id)}
                  size="small"
                  aria-label={t('wallet.history.problem')}
                  title={t('wallet.history.problem')}
                  data-testid="transaction-help"
                >
                  <HelpOutlineIcon fontSize="small" />
                </IconButton>
              }
            />
          ))}
        </Box>
      )}
      {query.data && query.data.total > items.length && items.length < MAX_PAGE_SIZE && (
        <Button
          onClick={() => setPages((count) => count + 1)}
          sx={{ mt: 1.5 }}
          fullWidth
          disabled={query.isFetching}
        >
          {t('wallet.history.load_more')}
        </Button>
      )}
    </Paper>
  );
}

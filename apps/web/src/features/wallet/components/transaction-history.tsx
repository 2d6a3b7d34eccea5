import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddCardOutlinedIcon from '@mui/icons-material/AddCardOutlined';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import ReplayOutlinedIcon from '@mui/icons-material/ReplayOutlined';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  LEDGER_ENTRY_KINDS,
  type LedgerEntryKind,
  MAX_PAGE_SIZE,
  type WalletTransaction,
} from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime, formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTransactions } from '../api/get-transactions';
import { describeTransaction } from '../lib/describe-transaction';

const KIND_ICONS: Record<LedgerEntryKind, typeof AddCardOutlinedIcon> = {
  topup: AddCardOutlinedIcon,
  game_payment: SportsSoccerIcon,
  refund: ReplayOutlinedIcon,
  bonus: CardGiftcardOutlinedIcon,
  adjustment: TuneOutlinedIcon,
};

const PAGE_SIZE = 20;

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const Icon = KIND_ICONS[transaction.kind];
  const credit = transaction.amount > 0;
  const amount = `${credit ? '+' : '−'}${formatManat(Math.abs(transaction.amount), language)}`;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      component="li"
      data-testid="transaction"
      data-kind={transaction.kind}
      sx={{ alignItems: 'center', py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: '12px',
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          color: credit ? 'success.main' : 'text.secondary',
          bgcolor: (theme) => alpha(credit ? theme.palette.success.main : theme.palette.text.primary, 0.1),
        }}
      >
        <Icon fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {describeTransaction(transaction, t, language)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t(`wallet.kinds.${transaction.kind}`)} ·{' '}
          {formatDateTime(new Date(transaction.created_at), language)}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography
          sx={{ fontWeight: 700, color: credit ? 'success.main' : 'text.primary', whiteSpace: 'nowrap' }}
          data-testid="transaction-amount"
        >
          {amount}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {t('wallet.history.balance_after', { amount: formatManat(transaction.balance_after, language) })}
        </Typography>
      </Box>
    </Stack>
  );
}

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
            <TransactionRow key={transaction.id} transaction={transaction} />
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

import AddCardOutlinedIcon from '@mui/icons-material/AddCardOutlined';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import ReplayOutlinedIcon from '@mui/icons-material/ReplayOutlined';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { LedgerEntryKind, WalletTransaction } from '@oyna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { describeTransaction, transactionLabelKey } from '../lib/describe-transaction';
import { formatDateTime, formatManat } from '../lib/format';
import { currentLanguage } from '../lib/i18n';

const KIND_ICONS: Record<LedgerEntryKind, typeof AddCardOutlinedIcon> = {
  topup: AddCardOutlinedIcon,
  game_payment: SportsSoccerIcon,
  refund: ReplayOutlinedIcon,
  bonus: CardGiftcardOutlinedIcon,
  adjustment: TuneOutlinedIcon,
};

/**
 * One ledger row (an `<li>`): kind icon, description, time, signed amount and the balance after, and
 * the page's own action at its end (the wallet's "a problem with this payment?").
 */
export function TransactionRow({
  transaction,
  action,
}: {
  transaction: WalletTransaction;
  action?: ReactNode;
}) {
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
          {describeTransaction(transaction, language)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t(transactionLabelKey(transaction))} · {formatDateTime(new Date(transaction.created_at), language)}
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
      {action}
    </Stack>
  );
}

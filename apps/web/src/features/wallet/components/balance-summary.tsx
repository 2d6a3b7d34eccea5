import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '../../../lib/use-translation';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** The current balance, large. */
export function BalanceSummary({ balance }: { balance: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 3 },
        borderRadius: '20px',
        background: (theme) =>
          `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.18)}, ${alpha(theme.palette.primary.main, 0.04)})`,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <AccountBalanceWalletOutlinedIcon fontSize="small" />
        <Typography variant="body2">{t('wallet.balance_label')}</Typography>
      </Box>
      <Typography
        data-testid="wallet-balance"
        sx={{
          fontSize: { xs: '2.25rem', sm: '2.75rem' },
          fontWeight: 800,
          letterSpacing: '-0.02em',
          my: 0.5,
        }}
      >
        {balance === undefined ? <Skeleton width={160} /> : formatManat(balance, currentLanguage())}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('wallet.balance_hint')}
      </Typography>
    </Paper>
  );
}

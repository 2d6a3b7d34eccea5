import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '../../../lib/use-translation';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useWallet } from '../../../api/wallet';
import { LinkButton } from '../../../components/link-button';

/** The current balance with a "Top up" button to /balance. */
export function BalanceCard() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const balance = wallet.data?.balance;
  return (
    <Paper
      variant="outlined"
      data-testid="profile-balance"
      sx={(theme) => ({
        p: { xs: 2, sm: 3 },
        borderRadius: '20px',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
        background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.14)}, transparent)`,
      })}
    >
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <AccountBalanceWalletOutlinedIcon fontSize="small" />
          <Typography variant="body2">{t('profile.balance.title')}</Typography>
        </Box>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 800 }} data-testid="profile-balance-value">
          {balance === undefined ? <Skeleton width={120} /> : formatManat(balance, currentLanguage())}
        </Typography>
      </Box>
      <LinkButton to="/balance" variant="contained" startIcon={<AddIcon />} data-testid="profile-top-up">
        {t('profile.balance.top_up')}
      </LinkButton>
    </Paper>
  );
}

import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RELIABILITY_POLICY, type Reliability } from '@oyna/shared';
import { useTranslation } from '../../lib/use-translation';
import { QueryFallback } from '../query-fallback';
import { formatBakuDateTime } from '../../lib/baku-time';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useMyReliability } from '../../api/my-reliability';

/** The restrictions in force, each with its end date and reason, as alerts. */
export function RestrictionAlerts({ reliability }: { reliability: Reliability }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return reliability.restrictions.map((restriction) => (
    <Alert
      key={restriction.id}
      severity={restriction.kind === 'booking_blocked' ? 'error' : 'warning'}
      variant="outlined"
      icon={
        restriction.kind === 'booking_blocked' ? <BlockOutlinedIcon /> : <AccountBalanceWalletOutlinedIcon />
      }
      data-testid={`restriction-${restriction.kind}`}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t(`reliability.restriction.${restriction.kind}`, {
          until: formatBakuDateTime(new Date(restriction.ends_at), language),
        })}
      </Typography>
      <Typography variant="body2">
        {t('reliability.restriction.reason', {
          weight: formatNumber(restriction.weight, language),
          days: reliability.window_days,
        })}
      </Typography>
    </Alert>
  ));
}

/** The player's reliability on their profile: counts in the window, restrictions, the policy. */
export function ReliabilityCard() {
  const { t } = useTranslation();
  const reliability = useMyReliability();
  return (
    <Paper
      component="section"
      variant="outlined"
      data-testid="reliability-card"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '20px', minWidth: 0 }}
    >
      <Box sx={{ mb: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('reliability.title')}
        </Typography>
      </Box>
      <QueryFallback query={reliability} errorTitle={t('reliability.error')} skeletons={[80]} />
      {reliability.isSuccess ? (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {t('reliability.window', { days: reliability.data.window_days })}
          </Typography>
          {reliability.data.no_shows === 0 && reliability.data.late_cancellations === 0 ? (
            <Typography>{t('reliability.clean')}</Typography>
          ) : (
            <Typography sx={{ fontWeight: 700 }} data-testid="reliability-counts">
              {t('reliability.no_shows', { count: reliability.data.no_shows })}
              {' · '}
              {t('reliability.late', { count: reliability.data.late_cancellations })}
            </Typography>
          )}
          <RestrictionAlerts reliability={reliability.data} />
          <Typography variant="body2" color="text.secondary">
            {t('reliability.policy', {
              wallet: RELIABILITY_POLICY.walletOnlyAfter,
              days: RELIABILITY_POLICY.windowDays,
              walletDays: RELIABILITY_POLICY.walletOnlyDays,
              block: RELIABILITY_POLICY.blockAfter,
              blockDays: RELIABILITY_POLICY.blockDays,
              hours: RELIABILITY_POLICY.lateCancellationHours,
            })}
          </Typography>
        </Stack>
      ) : null}
    </Paper>
  );
}

/** Beside the booking button: the restrictions in force, so the player knows before choosing how to pay. */
export function BookingRestrictionNotice() {
  const reliability = useMyReliability();
  if (!reliability.data || reliability.data.restrictions.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="booking-restrictions">
      <RestrictionAlerts reliability={reliability.data} />
    </Stack>
  );
}

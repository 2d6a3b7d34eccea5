import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { RELIABILITY_POLICY } from '@oyna/shared';
import { useTranslation } from '../../lib/use-translation';
import { currentLanguage } from '../../lib/i18n';
import { useMyReliability } from '../../api/my-reliability';

export function formatPercent(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}

/** On the organizer's pages: a warning when their cancellation rate over the window is above the limit. */
export function OrganizerWarning() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const standing = useMyReliability().data?.organizer;
  if (!standing?.warned) return null;
  return (
    <Alert severity="warning" variant="outlined" data-testid="organizer-warning">
      <AlertTitle sx={{ fontWeight: 700 }}>{t('organizer_standing.warning_title')}</AlertTitle>
      {t('organizer_standing.warning', {
        days: RELIABILITY_POLICY.organizerWindowDays,
        cancelled: standing.cancelled,
        games: standing.games,
        rate: formatPercent(standing.rate, language),
        limit: formatPercent(RELIABILITY_POLICY.organizerCancellationRateLimit, language),
      })}
    </Alert>
  );
}

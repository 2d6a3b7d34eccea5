import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { Competition } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';

/**
 * The organizer's console: the automatic draw at the deadline failed (decision 42), why, how often,
 * and when it is tried again; closing registration by hand after fixing the settings draws at once.
 */
export function DrawFailureNotice({ failure }: { failure: NonNullable<Competition['draw_failure']> }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const date = formatBakuDateTime(new Date(failure.failed_at), language);
  return (
    <Alert severity="warning" data-testid="draw-failure" sx={{ mt: 1.5 }}>
      <AlertTitle>
        {failure.failures > 1
          ? t('competitions.organizer.draw_failed_again', { date, count: failure.failures })
          : t('competitions.organizer.draw_failed_title', { date })}
      </AlertTitle>
      {t(`competitions.organizer.draw_failed_${failure.reason}`)}{' '}
      {failure.retry_at
        ? t('competitions.organizer.draw_retry_at', {
            date: formatBakuDateTime(new Date(failure.retry_at), language),
          })
        : null}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { Competition } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';

/** A cancelled competition says so at the top, with the organizer's reason and the refunds. */
export function CancelledNotice({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  if (competition.status !== 'cancelled') return null;
  return (
    <Alert severity="warning" data-testid="competition-cancelled">
      <AlertTitle>{t('competitions.cancel.cancelled_title')}</AlertTitle>
      {competition.cancel_reason ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 0.5 }}>
          {t('competitions.cancel.cancelled_reason', { reason: competition.cancel_reason })}
        </Typography>
      ) : null}
      <Typography variant="body2">{t('competitions.cancel.cancelled_body')}</Typography>
    </Alert>
  );
}

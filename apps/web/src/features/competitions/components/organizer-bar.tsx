import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Competition } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCloseRegistration } from '../api/competition-mutations';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** The organizer's console while registering: close registration, which makes the draw. */
export function OrganizerBar({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const close = useCloseRegistration(competition.id);
  const [confirming, setConfirming] = useState(false);
  if (!competition.permissions.close_registration) return null;
  return (
    <Alert
      severity="info"
      icon={false}
      data-testid="organizer-bar"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => setConfirming(true)}
          data-testid="close-registration"
        >
          {t('competitions.organizer.close_registration')}
        </Button>
      }
    >
      {t('competitions.organizer.title')}
      <ConfirmDialog
        open={confirming}
        title={t('competitions.organizer.close_title')}
        text={t('competitions.organizer.close_body', { min: competition.min_teams })}
        confirmLabel={t('competitions.organizer.close_confirm')}
        busy={close.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          close.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('competitions.organizer.drawn'));
              setConfirming(false);
            },
            onError: (error) => toast.error(errorMessage(error, t)),
          })
        }
      />
    </Alert>
  );
}

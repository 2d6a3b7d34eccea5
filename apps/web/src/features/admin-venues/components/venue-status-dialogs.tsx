import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { AdminVenue, VenueUpcomingGamesChoice } from '@oyna/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
import { ApiError } from '../../../lib/api-error';
import { serverDetailOr } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useActivateVenue, useDeactivateVenue } from '../api/admin-venues';
import { ReasonField, reasonIsValid } from '../../../components/admin/reason-field';

/**
 * Deactivating a venue: a reason, and when it has upcoming games (the server's 409 says how many),
 * the choice to keep them or cancel them with refunds.
 */
export function DeactivateVenueDialog({ venue, onClose }: { venue: AdminVenue; onClose: () => void }) {
  const { t } = useTranslation();
  const deactivate = useDeactivateVenue(venue.id);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [choice, setChoice] = useState<VenueUpcomingGamesChoice | null>(null);
  /** The server's word that the venue has upcoming games (with their count). */
  const [upcomingNotice, setUpcomingNotice] = useState<string | null>(null);
  const mustChoose = upcomingNotice !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!reasonIsValid(reason) || (mustChoose && !choice)) return;
    deactivate.mutate(
      { reason: reason.trim(), ...(choice ? { upcoming_games: choice } : {}) },
      {
        onSuccess: (result) => {
          toast.success(
            result.cancelled_games > 0
              ? t('admin.venues.deactivate.done_cancelled', {
                  count: result.cancelled_games,
                  players: result.refunded_players,
                })
              : t('admin.venues.deactivate.done'),
          );
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'venue_has_upcoming_games') {
            setUpcomingNotice(error.message);
          }
        },
      },
    );
  };
  const failed =
    deactivate.error &&
    !(deactivate.error instanceof ApiError && deactivate.error.code === 'venue_has_upcoming_games')
      ? serverDetailOr(deactivate.error, t('admin.venues.save_failed'))
      : null;

  return (
    <Dialog
      open
      onClose={deactivate.isPending ? undefined : onClose}
      aria-labelledby="venue-deactivate-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate data-testid="venue-deactivate-dialog">
        <DialogTitle id="venue-deactivate-title">
          {t('admin.venues.deactivate.title', { name: venue.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('admin.venues.deactivate.text')}</DialogContentText>
            {mustChoose ? (
              <Alert severity="warning" data-testid="venue-upcoming-notice">
                {upcomingNotice}
              </Alert>
            ) : null}
            {mustChoose ? (
              <RadioGroup
                aria-label={t('admin.venues.deactivate.choice_label')}
                value={choice ?? ''}
                onChange={(event) => setChoice(event.target.value as VenueUpcomingGamesChoice)}
              >
                <FormControlLabel
                  value="keep"
                  control={
                    <Radio slotProps={{ input: { 'data-testid': 'venue-upcoming-keep' } as object }} />
                  }
                  label={t('admin.venues.deactivate.keep')}
                />
                <FormControlLabel
                  value="cancel"
                  control={
                    <Radio slotProps={{ input: { 'data-testid': 'venue-upcoming-cancel' } as object }} />
                  }
                  label={t('admin.venues.deactivate.cancel')}
                />
              </RadioGroup>
            ) : null}
            {tried && mustChoose && !choice ? (
              <Alert severity="error" role="alert">
                {t('admin.venues.deactivate.choose')}
              </Alert>
            ) : null}
            <ReasonField
              value={reason}
              onChange={setReason}
              showError={tried}
              testId="venue-deactivate-reason"
            />
            {failed ? (
              <Alert severity="error" role="alert">
                {failed}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogConfirmActions
          cancelLabel={t('admin.cancel')}
          onCancel={onClose}
          confirmLabel={t('admin.venues.deactivate.confirm')}
          pending={deactivate.isPending}
          color="error"
          confirmTestId="venue-deactivate-confirm"
        />
      </form>
    </Dialog>
  );
}

/** Opening a venue again, with an optional reason. */
export function ActivateVenueDialog({ venue, onClose }: { venue: AdminVenue; onClose: () => void }) {
  const { t } = useTranslation();
  const activate = useActivateVenue(venue.id);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason.trim() !== '' && !reasonIsValid(reason)) return;
    activate.mutate(reason.trim() || undefined, {
      onSuccess: () => {
        toast.success(t('admin.venues.activate.done'));
        onClose();
      },
    });
  };
  return (
    <Dialog
      open
      onClose={activate.isPending ? undefined : onClose}
      aria-labelledby="venue-activate-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate data-testid="venue-activate-dialog">
        <DialogTitle id="venue-activate-title">
          {t('admin.venues.activate.title', { name: venue.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('admin.venues.activate.text')}</DialogContentText>
            <ReasonField value={reason} onChange={setReason} showError={tried} required={false} />
            {activate.error ? (
              <Alert severity="error" role="alert">
                {serverDetailOr(activate.error, t('admin.venues.save_failed'))}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogConfirmActions
          cancelLabel={t('admin.cancel')}
          onCancel={onClose}
          confirmLabel={t('admin.venues.activate.confirm')}
          pending={activate.isPending}
          confirmTestId="venue-activate-confirm"
        />
      </form>
    </Dialog>
  );
}

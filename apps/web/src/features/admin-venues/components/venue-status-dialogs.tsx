import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { AdminVenue, VenueUpcomingGamesChoice } from '@oyna/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormDialog, type FormDialogProps } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/api-error';
import { serverDetailOr } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useActivateVenue, useDeactivateVenue } from '../api/admin-venues';
import { ReasonField, useReasonDraft } from '../../../components/admin/reason-field';

/**
 * The dialog of a venue's status change: its title, text, confirm button and test ids are those of
 * `admin.venues.<change>` and `venue-<change>-…`; deactivating is confirmed in the danger colour.
 */
function VenueStatusDialog({
  change,
  venue,
  children,
  ...form
}: Pick<FormDialogProps, 'onClose' | 'onSubmit' | 'pending' | 'error'> & {
  change: 'activate' | 'deactivate';
  venue: AdminVenue;
  /** The fields under the dialog's text. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open
      {...form}
      title={t(`admin.venues.${change}.title`, { name: venue.name })}
      cancelLabel={t('admin.cancel')}
      confirmLabel={t(`admin.venues.${change}.confirm`)}
      confirmColor={change === 'deactivate' ? 'error' : undefined}
      confirmTestId={`venue-${change}-confirm`}
      maxWidth="sm"
      testId={`venue-${change}-dialog`}
    >
      <DialogContentText>{t(`admin.venues.${change}.text`)}</DialogContentText>
      {children}
    </FormDialog>
  );
}

/**
 * Deactivating a venue: a reason, and when it has upcoming games (the server's 409 says how many),
 * the choice to keep them or cancel them with refunds.
 */
export function DeactivateVenueDialog({ venue, onClose }: { venue: AdminVenue; onClose: () => void }) {
  const { t } = useTranslation();
  const deactivate = useDeactivateVenue(venue.id);
  const reason = useReasonDraft();
  const [choice, setChoice] = useState<VenueUpcomingGamesChoice | null>(null);
  /** The server's word that the venue has upcoming games (with their count). */
  const [upcomingNotice, setUpcomingNotice] = useState<string | null>(null);
  const mustChoose = upcomingNotice !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.check() || (mustChoose && !choice)) return;
    deactivate.mutate(
      { reason: reason.text.trim(), ...(choice ? { upcoming_games: choice } : {}) },
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
    <VenueStatusDialog
      change="deactivate"
      venue={venue}
      onClose={onClose}
      onSubmit={submit}
      pending={deactivate.isPending}
      error={failed}
    >
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
            control={<Radio slotProps={{ input: { 'data-testid': 'venue-upcoming-keep' } as object }} />}
            label={t('admin.venues.deactivate.keep')}
          />
          <FormControlLabel
            value="cancel"
            control={<Radio slotProps={{ input: { 'data-testid': 'venue-upcoming-cancel' } as object }} />}
            label={t('admin.venues.deactivate.cancel')}
          />
        </RadioGroup>
      ) : null}
      {reason.tried && mustChoose && !choice ? (
        <Alert severity="error" role="alert">
          {t('admin.venues.deactivate.choose')}
        </Alert>
      ) : null}
      <ReasonField {...reason.field} testId="venue-deactivate-reason" />
    </VenueStatusDialog>
  );
}

/** Opening a venue again, with an optional reason. */
export function ActivateVenueDialog({ venue, onClose }: { venue: AdminVenue; onClose: () => void }) {
  const { t } = useTranslation();
  const activate = useActivateVenue(venue.id);
  const reason = useReasonDraft();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.check(true)) return;
    activate.mutate(reason.text.trim() || undefined, {
      onSuccess: () => {
        toast.success(t('admin.venues.activate.done'));
        onClose();
      },
    });
  };
  return (
    <VenueStatusDialog
      change="activate"
      venue={venue}
      onClose={onClose}
      onSubmit={submit}
      pending={activate.isPending}
      error={activate.error ? serverDetailOr(activate.error, t('admin.venues.save_failed')) : null}
    >
      <ReasonField {...reason.field} required={false} />
    </VenueStatusDialog>
  );
}

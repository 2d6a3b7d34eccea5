import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Series, SeriesDate } from '@oyna/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { DurationField } from '../../../components/game/game-time-fields';
import { WeekdaysField } from '../../../components/series/schedule-fields';
import { VenueField } from '../../../components/venue-field';
import { toApiError } from '../../../lib/api-error';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useChangeSeriesTerms } from '../api/change-series-terms';
import { type SeriesChangeDraft as Draft, changeOf, draftOf } from '../lib/series-change';

/**
 * "This and the following": the time, days, venue, length, price, places or description of the
 * weekly game from the chosen date on. A new time, day or venue tells everyone booked, who may then
 * leave without penalty; a published game on a day no longer in the schedule is cancelled with refunds.
 */
export function SeriesChangeDialog(props: { series: Series; from: SeriesDate | null; onClose: () => void }) {
  const { series, from } = props;
  const { t } = useTranslation();
  const language = currentLanguage();
  const change = useChangeSeriesTerms(series.id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(series));
  const error = change.isError ? toApiError(change.error, t) : null;
  const fieldError = (field: string) => error?.fields?.[field];

  const close = () => {
    if (change.isPending) return;
    change.reset();
    setDraft(draftOf(series));
    props.onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from) return;
    change.mutate(changeOf(series, from.date, draft), {
      onSuccess: () => {
        toast.success(t('games.series.change.done'));
        close();
      },
    });
  };
  /** A field of the draft: its value, how it changes, and the server's word on it (`apiName` in the request). */
  const field = (name: 'time' | 'price' | 'capacity' | 'description', apiName: string = name) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
    error: Boolean(fieldError(apiName)),
    helperText: fieldError(apiName),
  });

  return (
    <FormDialog
      open={from !== null}
      title={t('games.series.change.title')}
      onClose={close}
      onSubmit={submit}
      pending={change.isPending}
      error={error && !error.fields ? error.message : null}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('games.series.change.confirm')}
      confirmTestId="series-change-confirm"
      testId="series-change-dialog"
    >
      <Typography variant="body2">
        {from
          ? t('games.series.change.text', { when: formatBakuDateTime(new Date(from.starts_at), language) })
          : ''}
      </Typography>
      <TextField
        label={t('games.series.change.time')}
        type="time"
        {...field('time', 'kick_off_time')}
        helperText={fieldError('kick_off_time') ?? t('games.series.change.time_hint')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'series-change-time' } }}
      />
      <WeekdaysField
        label={t('games.series.weekdays')}
        value={draft.weekdays}
        onChange={(weekdays) => setDraft({ ...draft, weekdays: [...weekdays].sort((a, b) => a - b) })}
        error={fieldError('weekdays')}
        testId="series-change-weekdays"
      />
      <VenueField
        venueId={draft.venueId}
        onChange={(venueId) => setDraft({ ...draft, venueId })}
        label={t('games.form.venue')}
        error={fieldError('venue_id')}
        testId="series-change-venue"
      />
      <DurationField
        label={t('games.form.duration')}
        value={draft.duration}
        onChange={(duration) => setDraft({ ...draft, duration })}
        error={fieldError('duration_minutes')}
        min={30}
        max={240}
      />
      <TextField
        label={t('games.series.change.price')}
        type="number"
        {...field('price')}
        slotProps={{ htmlInput: { min: 0, step: 0.5, inputMode: 'decimal' } }}
      />
      <TextField
        label={t('games.series.change.capacity')}
        type="number"
        {...field('capacity')}
        slotProps={{ htmlInput: { min: 2, max: 50, inputMode: 'numeric' } }}
      />
      <TextField
        label={t('games.series.change.description')}
        multiline
        minRows={2}
        {...field('description')}
      />
    </FormDialog>
  );
}

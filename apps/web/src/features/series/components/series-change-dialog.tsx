import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Series, SeriesDate } from '@oyna/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormDialog } from '../../../components/form-dialog';
import { DurationField } from '../../../components/game/game-time-fields';
import { WeekdaysField } from '../../../components/series/schedule-fields';
import { VenueField } from '../../../components/venue-field';
import { toApiError } from '../../../lib/api-error';
import { bakuDay } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useChangeSeriesTerms } from '../api/change-series-terms';
import { formatSeriesDay } from '../lib/planned-change';
import { type SeriesChangeDraft as Draft, changeOf, changeTakesEffect, draftOf } from '../lib/series-change';

/**
 * "This and the following": the time, days, venue, length, price, places or description of the
 * weekly game from the chosen date on, any day from today (decision 81). A new time, day or venue
 * tells everyone booked, who may then leave without penalty; a published game on a day no longer in
 * the schedule is cancelled with refunds. The dialog says when the change takes effect: at once, or
 * planned for a later date, the games before it keeping today's terms.
 */
export function SeriesChangeDialog(props: { series: Series; from: SeriesDate | null; onClose: () => void }) {
  const { series, from } = props;
  const { t } = useTranslation();
  const language = currentLanguage();
  const change = useChangeSeriesTerms(series.id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(series));
  const [fromDate, setFromDate] = useState(from?.date ?? '');
  const today = bakuDay(new Date());
  const error = change.isError ? toApiError(change.error, t) : null;
  const fieldError = (field: string) => error?.fields?.[field];

  const close = () => {
    if (change.isPending) return;
    change.reset();
    setDraft(draftOf(series));
    setFromDate(from?.date ?? '');
    props.onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from) return;
    change.mutate(changeOf(series, fromDate, draft), {
      onSuccess: (changed) => {
        const planned = changed.planned_changes.some((one) => one.from_date === fromDate);
        toast.success(t(planned ? 'games.series.change.planned_done' : 'games.series.change.done'));
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
      <TextField
        label={t('games.series.change.from')}
        type="date"
        required
        value={fromDate}
        onChange={(event) => setFromDate(event.target.value)}
        error={Boolean(fieldError('from_date'))}
        helperText={fieldError('from_date')}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: today, max: series.end_date ?? undefined, 'data-testid': 'series-change-from' },
        }}
      />
      {fromDate ? (
        <Typography variant="body2" data-testid="series-change-effect">
          {t(
            changeTakesEffect(series, fromDate) === 'now'
              ? 'games.series.change.effect_now'
              : 'games.series.change.effect_planned',
            { date: formatSeriesDay(fromDate, language) },
          )}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('games.series.change.notice')}
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

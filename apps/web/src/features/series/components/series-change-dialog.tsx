import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Series, SeriesDate, SeriesTermsChange } from '@oyna/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { toApiError } from '../../../lib/api-error';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useChangeSeriesTerms } from '../api/change-series-terms';

interface Draft {
  time: string;
  price: string;
  capacity: string;
  description: string;
}

const draftOf = (series: Series): Draft => ({
  time: series.kick_off_time,
  price: String(series.price),
  capacity: String(series.capacity),
  description: series.description,
});

/** Only what the organizer changed is sent: the rest of the series stays as it is. */
function changeOf(series: Series, from: string, draft: Draft): SeriesTermsChange {
  const before = draftOf(series);
  return {
    from_date: from,
    ...(draft.time !== before.time && { kick_off_time: draft.time }),
    ...(draft.price !== before.price && { price: Number(draft.price) }),
    ...(draft.capacity !== before.capacity && { capacity: Number(draft.capacity) }),
    ...(draft.description !== before.description && { description: draft.description }),
  };
}

/**
 * "This and the following": the time, price, places or description of the weekly game from the
 * chosen date on. A new time tells everyone booked, who may then leave without penalty.
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
  const field = (name: keyof Draft, apiName: string = name) => ({
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

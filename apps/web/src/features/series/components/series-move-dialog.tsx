import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SeriesDate } from '@oyna/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-error';
import { formatBakuDateTime, fromBakuInputValue, toBakuInputValue } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useMoveSeriesDate } from '../api/move-series-date';

/**
 * Moves one date to another day or time: a published one's game (everyone booked is told and may
 * leave freely), or a date still to be published, whose game is then published by the new time.
 */
export function SeriesMoveDialog(props: { seriesId: string; date: SeriesDate | null; onClose: () => void }) {
  const { date } = props;
  const { t } = useTranslation();
  const language = currentLanguage();
  const move = useMoveSeriesDate(props.seriesId);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const shown = value || (date ? toBakuInputValue(new Date(date.starts_at)) : '');

  const close = () => {
    if (move.isPending) return;
    move.reset();
    setValue('');
    setInvalid(false);
    props.onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = fromBakuInputValue(shown);
    setInvalid(startsAt === null);
    if (!date || startsAt === null) return;
    move.mutate(
      { date: date.date, startsAt },
      {
        onSuccess: () => {
          toast.success(t(date.game_id ? 'games.series.move.done' : 'games.series.move.done_scheduled'));
          close();
        },
      },
    );
  };

  return (
    <FormDialog
      open={date !== null}
      title={t('games.series.move.title')}
      onClose={close}
      onSubmit={submit}
      pending={move.isPending}
      error={move.isError ? errorMessage(move.error, t) : null}
      cancelLabel={t('common.cancel')}
      confirmLabel={t(date?.game_id ? 'games.series.move.confirm' : 'games.series.move.confirm_scheduled')}
      confirmTestId="series-move-confirm"
    >
      <Typography variant="body2">
        {date
          ? t(date.game_id ? 'games.series.move.text' : 'games.series.move.text_scheduled', {
              when: formatBakuDateTime(new Date(date.starts_at), language),
            })
          : ''}
      </Typography>
      <TextField
        label={t('games.series.move.new_time')}
        type="datetime-local"
        value={shown}
        onChange={(event) => setValue(event.target.value)}
        error={invalid}
        helperText={invalid ? t('games.series.move.invalid') : t('games.series.move.hint')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}

import TextField from '@mui/material/TextField';
import { COMPETITION_MAX_WINDOWS } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import type { WindowRow } from '../lib/competition-form';
import { lockNote } from './lock-note';
import { RepeatedRows, type RowsFieldProps } from './repeated-rows';

/** The days a competition may play on, each with its hours (Baku time). */
export function WindowRowsField({ rows, onChange, error, lock }: RowsFieldProps<WindowRow>) {
  const { t } = useTranslation();
  const locked = Boolean(lock);
  const shrink = { inputLabel: { shrink: true } };
  return (
    <RepeatedRows<WindowRow>
      rows={rows}
      onChange={onChange}
      newRow={() => ({ ...(rows.at(-1) ?? { date: '', start: '10:00', end: '22:00' }) })}
      max={COMPETITION_MAX_WINDOWS}
      addLabel={t('competitions.create.add_window')}
      columns={{ xs: '1fr 1fr auto', sm: '2fr 1fr 1fr auto' }}
      disabled={locked}
      note={lockNote(lock, t)}
      renderRow={(row, change, index) => (
        <>
          <TextField
            type="date"
            label={t('competitions.create.day')}
            value={row.date}
            onChange={(event) => change({ date: event.target.value })}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            slotProps={shrink}
            disabled={locked}
            error={index === 0 && Boolean(error)}
            helperText={index === 0 ? error : undefined}
          />
          {(['start', 'end'] as const).map((edge) => (
            <TextField
              key={edge}
              type="time"
              label={t(
                edge === 'start' ? 'competitions.create.window_from' : 'competitions.create.window_to',
              )}
              value={row[edge]}
              onChange={(event) => change({ [edge]: event.target.value })}
              slotProps={shrink}
              disabled={locked}
            />
          ))}
        </>
      )}
    />
  );
}

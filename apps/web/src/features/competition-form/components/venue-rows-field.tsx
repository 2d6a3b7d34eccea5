import TextField from '@mui/material/TextField';
import { COMPETITION_MAX_VENUES } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { VenueField } from '../../../components/venue-field';
import type { VenueRow } from '../lib/competition-form';
import { LOCK_NOTE_SLOT, lockNote } from './lock-note';
import { RepeatedRows, type RowsFieldProps } from './repeated-rows';

/** The venues a competition may use, each with its pitch numbers. */
export function VenueRowsField({ rows, onChange, error, lock }: RowsFieldProps<VenueRow>) {
  const { t } = useTranslation();
  const locked = Boolean(lock);
  return (
    <RepeatedRows<VenueRow>
      rows={rows}
      onChange={onChange}
      newRow={() => ({ venueId: null, pitches: '1' })}
      max={COMPETITION_MAX_VENUES}
      addLabel={t('competitions.create.add_venue')}
      columns={{ xs: '1fr auto', sm: '2fr 1fr auto' }}
      disabled={locked}
      note={lockNote(lock, t)}
      renderRow={(row, change, index) => (
        <>
          <VenueField
            venueId={row.venueId}
            onChange={(venueId) => change({ venueId })}
            label={t('competitions.create.venue')}
            error={index === 0 ? error : undefined}
            disabled={locked}
            testId={`competition-form-venue-${index}`}
          />
          <TextField
            label={t('competitions.create.pitches')}
            value={row.pitches}
            onChange={(event) => change({ pitches: event.target.value })}
            helperText={t('competitions.create.pitches_hint')}
            disabled={locked}
            slotProps={{ formHelperText: LOCK_NOTE_SLOT }}
            sx={{ gridRow: { xs: 2, sm: 'auto' } }}
          />
        </>
      )}
    />
  );
}

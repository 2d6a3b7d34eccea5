import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WEEKDAYS, type Weekday } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import type { DayDraft } from '../lib/venue-form';

interface OpeningHoursEditorProps {
  known: boolean;
  hours: Record<Weekday, DayDraft>;
  onKnownChange: (known: boolean) => void;
  onDayChange: (day: Weekday, change: Partial<DayDraft>) => void;
  error?: string | undefined;
}

/** The two times of an open day, in the order they stand on a row. */
const TIME_EDGES = ['opens', 'closes'] as const;

/** Opening hours in Baku time: each day open or closed, with its times; closing before opening runs past midnight. */
export function OpeningHoursEditor({
  known,
  hours,
  onKnownChange,
  onDayChange,
  error,
}: OpeningHoursEditorProps) {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {t('admin.venues.hours.title')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={known}
            onChange={(event) => onKnownChange(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'venue-hours-known' } as object }}
          />
        }
        label={t('admin.venues.hours.known')}
      />
      {known ? (
        <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
          {WEEKDAYS.map((day) => {
            const entry = hours[day];
            const dayName = t(`onboarding.preferences.days.${day}`);
            return (
              <Box
                key={day}
                data-testid={`venue-hours-${day}`}
                sx={{
                  display: 'grid',
                  gap: 1,
                  alignItems: 'center',
                  gridTemplateColumns: { xs: '1fr 1fr', sm: 'minmax(160px, 1fr) 160px 160px' },
                }}
              >
                <FormControlLabel
                  sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                  control={
                    <Checkbox
                      checked={entry.open}
                      onChange={(event) => onDayChange(day, { open: event.target.checked })}
                    />
                  }
                  label={entry.open ? dayName : t('admin.venues.hours.closed_day', { day: dayName })}
                />
                {entry.open
                  ? TIME_EDGES.map((edge) => (
                      <TextField
                        key={edge}
                        type="time"
                        size="small"
                        label={t(`admin.venues.hours.${edge}`)}
                        value={entry[edge]}
                        onChange={(event) => onDayChange(day, { [edge]: event.target.value })}
                        slotProps={{
                          inputLabel: { shrink: true },
                          htmlInput: { 'aria-label': t(`admin.venues.hours.${edge}_on`, { day: dayName }) },
                        }}
                      />
                    ))
                  : null}
              </Box>
            );
          })}
          <Typography variant="body2" color="text.secondary">
            {t('admin.venues.hours.hint')}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('admin.venues.hours.unknown')}
        </Typography>
      )}
      {error ? (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

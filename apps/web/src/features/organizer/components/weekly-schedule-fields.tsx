import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SERIES_PUBLISH_DAYS } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { EveryWeeksField, WeekdaysField } from '../../../components/series/schedule-fields';
import { isoWeekdayOf } from '../lib/series-request';
import type { GameFormSectionProps } from './game-form-section';

/**
 * "A weekly game": when on, the game becomes a series (decision 73) whose start is the form's date
 * and time, on the weekdays picked, every week or every other week, until an optional last date; each
 * week's game is published a number of days before kick-off and opens for booking then.
 */
export function WeeklyScheduleFields({ form, set, error, bind }: GameFormSectionProps) {
  const { t } = useTranslation();
  const startWeekday = isoWeekdayOf(form.startsAt.slice(0, 10));
  const weekdays = form.weekdays.length > 0 ? form.weekdays : [startWeekday];
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <FormControlLabel
        control={
          <Switch
            checked={form.weekly}
            onChange={(event) => set('weekly', event.target.checked)}
            slotProps={{ input: { 'data-testid': 'game-form-weekly' } as object }}
          />
        }
        label={t('games.series.weekly')}
      />
      {form.weekly ? (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('games.series.weekly_hint')}
          </Typography>
          <WeekdaysField
            label={t('games.series.weekdays')}
            value={weekdays}
            onChange={(days) => set('weekdays', days)}
            error={error('weekdays')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <EveryWeeksField value={form.everyWeeks} onChange={(every) => set('everyWeeks', every)} />
            <TextField
              {...bind('endDate', 'end_date', t('games.series.end_date_hint'))}
              type="date"
              label={t('games.series.end_date')}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ minWidth: 200 }}
            />
            <TextField
              {...bind(
                'publishDaysAhead',
                'publish_days_ahead',
                t('games.series.publish_days_hint', { count: Number(form.publishDaysAhead) || 0 }),
              )}
              type="number"
              label={t('games.series.publish_days')}
              slotProps={{
                htmlInput: {
                  min: SERIES_PUBLISH_DAYS.min,
                  max: SERIES_PUBLISH_DAYS.max,
                  inputMode: 'numeric',
                },
              }}
              sx={{ minWidth: 200 }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...bind('regularPlaces', 'regular_places', t('series.form.regular_places_help'))}
              type="number"
              label={t('series.form.regular_places')}
              slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
              sx={{ minWidth: 200 }}
            />
            <TextField
              {...bind('skipDeadlineHours', 'skip_deadline_hours')}
              type="number"
              label={t('series.form.skip_deadline')}
              slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
              sx={{ minWidth: 200 }}
            />
            <TextField
              {...bind('missesAllowed', 'misses_allowed')}
              type="number"
              label={t('series.form.misses_allowed')}
              slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
              sx={{ minWidth: 200 }}
            />
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={form.regularsAutoAccept}
                onChange={(event) => set('regularsAutoAccept', event.target.checked)}
              />
            }
            label={t('series.form.auto_accept')}
          />
        </Stack>
      ) : null}
    </Box>
  );
}

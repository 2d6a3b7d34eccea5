import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { WEEKDAY_NAMES } from '@oyna/shared';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { currentLanguage } from '../../lib/i18n';
import { visuallyHidden } from '../../lib/visually-hidden';

/** ISO weekdays in the order of a Baku week, Monday first. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The weekdays of a weekly schedule (a weekly game, a team's weekly slot): one toggle per day,
 * Monday first, each named in full for a screen reader; the field's message under it.
 */
export function WeekdaysField({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  /** ISO weekdays (1 Monday to 7 Sunday). */
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        value={[...value]}
        onChange={(_event, days: number[]) => onChange(days)}
        size="small"
        sx={{ flexWrap: 'wrap' }}
        data-testid={testId}
      >
        {ISO_WEEKDAYS.map((day) => (
          <ToggleButton
            key={day}
            value={day}
            sx={{ minWidth: 44, textTransform: 'none', position: 'relative' }}
          >
            {/* Seen short, read in full: the name is the day's whole name, not its abbreviation. */}
            <span aria-hidden="true">{t(`games.series.weekday_short.${day}`)}</span>
            <Box component="span" sx={visuallyHidden}>
              {WEEKDAY_NAMES[language][day % 7]}
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error ? (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

/** How often a weekly schedule runs: every week or every other week. */
export function EveryWeeksField({
  value,
  onChange,
}: {
  value: 1 | 2;
  onChange: (everyWeeks: 1 | 2) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('games.series.every')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value) === 2 ? 2 : 1)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value={1}>{t('games.series.every_week')}</MenuItem>
      <MenuItem value={2}>{t('games.series.every_other_week')}</MenuItem>
    </TextField>
  );
}

import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  JERSEY_NUMBER,
  MAX_SECONDARY_POSITIONS,
  POSITIONS,
  PREFERRED_TIMES,
  WEEKDAYS,
  type Position,
  type PreferredTime,
  type Weekday,
} from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { choosePrimary, toggleSecondary } from '../lib/positions';
import { NumberField } from '../number-field';
import { ChipSelect } from '../chip-select';
import { FootballPitch } from '../football-pitch';
import { TwoColumnGrid } from '../../two-column-grid';
import { type StepProps, stepField } from '../step-props';
import { optionsOf } from '../../../lib/options';

const toggle = <T,>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((each) => each !== value) : [...values, value];

/** Step 5: positions on the pitch or from the lists, jersey number, days and times that suit. */
export function PreferencesStep(step: StepProps<5>) {
  const { t } = useTranslation();
  const { form, onChange, errors } = step;
  const [mode, setMode] = useState<'primary' | 'secondary'>(form.primary_position ? 'secondary' : 'primary');
  const modeLabelId = useId();
  const full = form.secondary_positions.length >= MAX_SECONDARY_POSITIONS;
  const positionName = (position: Position) => t(`onboarding.preferences.positions.${position}`);

  const pickOnPitch = (position: Position) => {
    if (mode === 'primary') {
      onChange(choosePrimary(form, position));
      setMode('secondary');
    } else if (position === form.primary_position) {
      setMode('primary');
    } else {
      onChange(toggleSecondary(form, position));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TwoColumnGrid from="md" firstMax={340} gap={3} alignTop>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={modeLabelId} variant="body2" color="text.secondary">
              {t('onboarding.preferences.pick_mode')}:
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={mode}
              onChange={(_, value: 'primary' | 'secondary' | null) => {
                if (value) setMode(value);
              }}
              aria-labelledby={modeLabelId}
              data-testid="pitch-mode"
            >
              <ToggleButton value="primary" sx={{ minHeight: 40, px: 1.5 }}>
                {t('onboarding.preferences.pick_primary')}
              </ToggleButton>
              <ToggleButton
                value="secondary"
                disabled={!form.primary_position}
                sx={{ minHeight: 40, px: 1.5 }}
              >
                {t('onboarding.preferences.pick_secondary')}
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <FootballPitch
            primary={form.primary_position}
            secondary={form.secondary_positions}
            onPick={pickOnPitch}
            isDisabled={(position) => mode === 'secondary' && position !== form.primary_position && full}
          />
        </Box>

        <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
          <TextField
            select
            name="primary_position"
            label={t('onboarding.preferences.primary_position')}
            required
            value={form.primary_position}
            onChange={(event) => {
              const position = POSITIONS.find((each) => each === event.target.value);
              if (position) onChange(choosePrimary(form, position));
            }}
            error={Boolean(errors['primary_position'])}
            helperText={errors['primary_position']}
            data-testid="primary-position"
          >
            {POSITIONS.map((position) => (
              <MenuItem key={position} value={position} sx={{ minHeight: 48 }}>
                {positionName(position)}
              </MenuItem>
            ))}
          </TextField>
          <ChipSelect<Position>
            label={t('onboarding.preferences.secondary_positions')}
            multiple
            options={POSITIONS.filter((position) => position !== form.primary_position).map((position) => ({
              value: position,
              label: positionName(position),
              disabled: full,
            }))}
            selected={form.secondary_positions}
            onToggle={(position) => onChange(toggleSecondary(form, position))}
            helperText={`${t('onboarding.preferences.secondary_hint', { max: MAX_SECONDARY_POSITIONS })} · ${t(
              'onboarding.preferences.secondary_count',
              {
                count: form.secondary_positions.length,
                max: MAX_SECONDARY_POSITIONS,
              },
            )}`}
            error={errors['secondary_positions']}
            testId="secondary-positions"
          />
        </Box>
      </TwoColumnGrid>

      <NumberField
        {...stepField(step, 'jersey_number')}
        label={t('onboarding.preferences.jersey_number')}
        hint={t('onboarding.preferences.jersey_hint', JERSEY_NUMBER)}
        maxLength={3}
        narrow
      />
      <ChipSelect<Weekday>
        label={t('onboarding.preferences.available_days')}
        multiple
        options={optionsOf(WEEKDAYS, (day) => t(`onboarding.preferences.days.${day}`))}
        selected={form.available_days}
        onToggle={(day) => onChange({ available_days: toggle(form.available_days, day) })}
        error={errors['available_days']}
        testId="available-days"
      />
      <ChipSelect<PreferredTime>
        label={t('onboarding.preferences.preferred_times')}
        multiple
        options={optionsOf(
          PREFERRED_TIMES,
          (time) =>
            `${t(`onboarding.preferences.times.${time}`)} · ${t(`onboarding.preferences.time_hints.${time}`)}`,
        )}
        selected={form.preferred_times}
        onToggle={(time) => onChange({ preferred_times: toggle(form.preferred_times, time) })}
        error={errors['preferred_times']}
        testId="preferred-times"
      />
    </Box>
  );
}

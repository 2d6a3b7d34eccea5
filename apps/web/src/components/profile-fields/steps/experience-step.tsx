import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  EXPERIENCE_LEVEL_AS_SKILL_LEVEL,
  EXPERIENCE_LEVELS,
  PREFERRED_FEET,
  PROFILE_LIMITS,
  type PreferredFoot,
} from '@oyna/shared';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { NumberField } from '../number-field';
import { ChipSelect } from '../chip-select';
import { type StepProps, stepField } from '../step-props';
import { optionsOf } from '../../../lib/options';

/** The two fields the player writes in freely, each with its hint. */
const FREE_TEXT_FIELDS = ['team_experience', 'achievements'] as const;

/** Step 3: years playing, level, stronger foot, team history and the optional numbers. */
export function ExperienceStep(step: StepProps<3>) {
  const { t } = useTranslation();
  const { form, onChange, errors } = step;
  const levelLabelId = useId();
  const count = (name: 'games_played' | 'tournaments' | 'goals_scored') => (
    <NumberField {...stepField(step, name)} label={t(`onboarding.experience.${name}`)} maxLength={5} />
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <NumberField
        {...stepField(step, 'years_playing')}
        label={t('onboarding.experience.years_playing')}
        required
        maxLength={2}
        unit={t('onboarding.experience.years')}
        narrow
      />

      <FormControl component="fieldset" required error={Boolean(errors['level'])}>
        <FormLabel component="legend" id={levelLabelId} sx={{ mb: 1, fontWeight: 600 }}>
          {t('onboarding.experience.level')}
        </FormLabel>
        <Box
          role="radiogroup"
          aria-labelledby={levelLabelId}
          data-testid="experience-level"
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}
        >
          {/* The four answers shown on the games' level scale (decision 49). */}
          {EXPERIENCE_LEVELS.map((level) => {
            const on = form.level === level;
            return (
              <Box
                key={level}
                component="button"
                type="button"
                role="radio"
                aria-checked={on}
                onClick={() => onChange({ level })}
                sx={(theme) => ({
                  textAlign: 'left',
                  font: 'inherit',
                  color: 'text.primary',
                  cursor: 'pointer',
                  p: 1.5,
                  minHeight: 72,
                  borderRadius: '14px',
                  border: 2,
                  borderColor: on ? 'primary.main' : 'divider',
                  bgcolor: on ? alpha(theme.palette.primary.main, 0.12) : 'transparent',
                  transition: 'border-color 120ms ease, background-color 120ms ease',
                  '&:hover': { borderColor: on ? 'primary.main' : 'text.secondary' },
                })}
              >
                <Typography sx={{ fontWeight: 700 }}>
                  {t(`onboarding.skills.levels.${EXPERIENCE_LEVEL_AS_SKILL_LEVEL[level]}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, lineHeight: 1.3 }}>
                  {t(`onboarding.experience.level_hints.${level}`)}
                </Typography>
              </Box>
            );
          })}
        </Box>
        {errors['level'] ? (
          <FormHelperText sx={{ mx: 0 }}>{errors['level']}</FormHelperText>
        ) : (
          <FormHelperText sx={{ mx: 0 }}>{t('onboarding.experience.level_help')}</FormHelperText>
        )}
      </FormControl>

      <ChipSelect<PreferredFoot>
        label={t('onboarding.experience.preferred_foot')}
        required
        options={optionsOf(PREFERRED_FEET, (foot) => t(`onboarding.experience.feet.${foot}`))}
        selected={form.preferred_foot ? [form.preferred_foot] : []}
        onToggle={(foot) => onChange({ preferred_foot: foot })}
        error={errors['preferred_foot']}
        testId="preferred-foot"
      />

      {FREE_TEXT_FIELDS.map((name) => (
        <TextField
          key={name}
          name={name}
          label={t(`onboarding.experience.${name}`)}
          multiline
          minRows={2}
          value={form[name]}
          onChange={(event) => onChange({ [name]: event.target.value })}
          error={Boolean(errors[name])}
          helperText={errors[name] ?? t(`onboarding.experience.${name}_hint`)}
          slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.freeTextMaxLength } }}
        />
      ))}

      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 1.5, color: 'text.secondary' }}>
          {t('onboarding.experience.numbers')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {count('games_played')}
          {count('tournaments')}
          {count('goals_scored')}
        </Box>
      </Box>
    </Box>
  );
}

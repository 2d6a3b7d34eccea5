import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { SKILL_KEYS, SKILL_MAX, SKILL_MIN, overallFromSkills, skillLevel } from '@oyna/shared';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { StepProps } from '../step-props';

/** Step 4: ten 1-10 self-ratings, with the overall score out of 100 and its level kept in view. */
export function SkillsStep({ form, onChange, errors }: StepProps<4>) {
  const { t } = useTranslation();
  const overall = overallFromSkills(form.skills);
  const level = skillLevel(overall);
  const baseId = useId();

  return (
    <Box>
      <Box
        role="status"
        aria-live="polite"
        data-testid="skills-overall"
        sx={(theme) => ({
          position: 'sticky',
          top: 8,
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 2,
          mb: 2.5,
          borderRadius: '16px',
          border: 1,
          borderColor: alpha(theme.palette.primary.main, 0.4),
          bgcolor: alpha(theme.palette.background.paper, 0.92),
          backgroundImage: `linear-gradient(120deg, ${alpha(theme.palette.primary.main, 0.18)}, transparent)`,
          backdropFilter: 'blur(12px)',
        })}
      >
        <Box
          sx={(theme) => ({
            width: 64,
            height: 64,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            background: `conic-gradient(${theme.palette.primary.main} ${overall * 3.6}deg, ${alpha(theme.palette.text.primary, 0.12)} 0deg)`,
          })}
        >
          <Box
            sx={{
              width: 52,
              height: 52,
              borderRadius: '50%',
              bgcolor: 'background.paper',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Typography data-testid="skills-overall-value" sx={{ fontWeight: 800, fontSize: '1.375rem' }}>
              {overall}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t('onboarding.skills.overall')} · {t('onboarding.skills.out_of')}
          </Typography>
          <Typography
            data-testid="skills-level"
            sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.main' }}
          >
            {t(`onboarding.skills.levels.${level}`)}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="skills-scale">
            {t('onboarding.skills.scale', { min: SKILL_MIN, max: SKILL_MAX })}
          </Typography>
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1, sm: 1.5 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          columnGap: 4,
        }}
      >
        {SKILL_KEYS.map((key) => {
          const labelId = `${baseId}-${key}`;
          const error = errors[`skills.${key}`];
          return (
            <Box key={key} sx={{ px: 0.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
                <Typography id={labelId} sx={{ fontWeight: 600 }}>
                  {t(`onboarding.skills.names.${key}`)}
                </Typography>
                <Typography sx={{ fontWeight: 800, color: 'primary.main', minWidth: 24, textAlign: 'right' }}>
                  {form.skills[key]}
                </Typography>
              </Box>
              <Slider
                aria-labelledby={labelId}
                data-testid={`skill-${key}`}
                min={SKILL_MIN}
                max={SKILL_MAX}
                step={1}
                marks
                value={form.skills[key]}
                onChange={(_, value) => {
                  if (typeof value === 'number') onChange({ skills: { ...form.skills, [key]: value } });
                }}
                sx={{ py: 2, '& .MuiSlider-thumb': { width: 26, height: 26 } }}
              />
              {error ? (
                <Typography variant="caption" color="error">
                  {error}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  BMI_BANDS,
  BMI_BAND_EDGES,
  BMI_BAND_MIN_AGE,
  PROFILE_LIMITS,
  bmiBandForAge,
  bodyMassIndex,
  type BmiBand,
} from '@oyna/shared';
import { useTranslation } from '../../lib/use-translation';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';

const BAND_COLOURS = {
  underweight: 'info',
  normal: 'success',
  overweight: 'warning',
  obese: 'error',
} as const satisfies Record<BmiBand, string>;

/** The scale under the number runs over these BMI values; the band edges are WHO's (bmi.ts). */
const SCALE = { min: 15, max: 35 };

/** The live body-mass index of the typed height and weight, with its WHO band from BMI_BAND_MIN_AGE. */
export function BmiIndicator({
  heightCm,
  weightKg,
  age,
}: {
  heightCm?: number;
  weightKg?: number;
  age: number | null;
}) {
  const { t } = useTranslation();
  const valid =
    heightCm !== undefined &&
    weightKg !== undefined &&
    heightCm >= PROFILE_LIMITS.heightCm.min &&
    heightCm <= PROFILE_LIMITS.heightCm.max &&
    weightKg >= PROFILE_LIMITS.weightKg.min &&
    weightKg <= PROFILE_LIMITS.weightKg.max;
  const bmi = valid ? bodyMassIndex(heightCm, weightKg) : null;
  const band = bmi !== null ? bmiBandForAge(bmi, age) : null;
  const position =
    bmi !== null
      ? ((Math.min(Math.max(bmi, SCALE.min), SCALE.max) - SCALE.min) / (SCALE.max - SCALE.min)) * 100
      : null;

  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="bmi"
      sx={{ p: 2, borderRadius: '16px', border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>{t('onboarding.physical.bmi')}</Typography>
        {bmi !== null ? (
          <Typography
            component="span"
            data-testid="bmi-value"
            sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1 }}
          >
            {formatNumber(bmi, currentLanguage())}
          </Typography>
        ) : null}
        {band ? (
          <Chip
            data-testid="bmi-band"
            color={BAND_COLOURS[band]}
            label={t(`onboarding.physical.bmi_bands.${band}`)}
            sx={{ fontWeight: 700 }}
          />
        ) : null}
      </Box>
      {position !== null ? (
        <Box sx={{ position: 'relative', mt: 2, mb: 0.5 }} aria-hidden="true">
          <Box sx={{ display: 'flex', height: 8, borderRadius: '16px', overflow: 'hidden' }}>
            {BMI_BANDS.map((each, index) => {
              const from = index === 0 ? SCALE.min : (BMI_BAND_EDGES[index - 1] ?? SCALE.min);
              const to = BMI_BAND_EDGES[index] ?? SCALE.max;
              return (
                <Box
                  key={each}
                  sx={(theme) => ({
                    flex: to - from,
                    bgcolor: alpha(
                      theme.palette[BAND_COLOURS[each]].main,
                      band === each || !band ? 0.85 : 0.35,
                    ),
                  })}
                />
              );
            })}
          </Box>
          <Box
            sx={{
              position: 'absolute',
              top: -4,
              left: `calc(${position}% - 8px)`,
              width: 16,
              height: 16,
              borderRadius: '50%',
              bgcolor: 'background.paper',
              border: 3,
              borderColor: 'text.primary',
              transition: 'left 200ms ease',
            }}
          />
        </Box>
      ) : null}
      {bmi === null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('onboarding.physical.bmi_empty')}
        </Typography>
      ) : band === null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('onboarding.physical.bmi_teen', { age: BMI_BAND_MIN_AGE, count: BMI_BAND_MIN_AGE })}
        </Typography>
      ) : null}
    </Box>
  );
}

import Box from '@mui/material/Box';
import { SHIRT_SIZES, type ShirtSize } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { parseNumber } from '../lib/step-forms';
import { NumberField } from '../number-field';
import { BmiIndicator } from '../bmi-indicator';
import { ChipSelect } from '../chip-select';
import { type StepProps, stepField } from '../step-props';
import { optionsOf } from '../../../lib/options';

/** Step 2: height and weight (numeric keyboards) with the live BMI, shirt and shoe size. */
export function PhysicalStep({ age, ...step }: StepProps<2> & { age: number | null }) {
  const { t } = useTranslation();
  const { form, onChange, errors } = step;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <NumberField
          {...stepField(step, 'height_cm')}
          label={t('onboarding.physical.height_cm')}
          required
          maxLength={3}
          unit={t('onboarding.physical.cm')}
        />
        <NumberField
          {...stepField(step, 'weight_kg')}
          label={t('onboarding.physical.weight_kg')}
          required
          decimals
          maxLength={5}
          unit={t('onboarding.physical.kg')}
        />
      </Box>
      <BmiIndicator heightCm={parseNumber(form.height_cm)} weightKg={parseNumber(form.weight_kg)} age={age} />
      <ChipSelect<ShirtSize>
        label={t('onboarding.physical.shirt_size')}
        options={optionsOf(SHIRT_SIZES, (size) => size)}
        selected={form.shirt_size ? [form.shirt_size] : []}
        onToggle={(size) => onChange({ shirt_size: form.shirt_size === size ? '' : size })}
        error={errors['shirt_size']}
        testId="shirt-size"
      />
      <NumberField
        {...stepField(step, 'shoe_size')}
        label={t('onboarding.physical.shoe_size')}
        hint={t('onboarding.physical.shoe_size_hint')}
        decimals
        maxLength={4}
        narrow
      />
    </Box>
  );
}

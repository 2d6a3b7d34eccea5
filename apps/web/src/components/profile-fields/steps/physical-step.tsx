import Box from '@mui/material/Box';
import { SHIRT_SIZES, type ShirtSize } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { parseNumber } from '../lib/step-forms';
import { NumberField } from '../number-field';
import { BmiIndicator } from '../bmi-indicator';
import { ChipSelect } from '../chip-select';
import type { StepProps } from '../step-props';

/** Step 2: height and weight (numeric keyboards) with the live BMI, shirt and shoe size. */
export function PhysicalStep({ form, onChange, errors, age }: StepProps<2> & { age: number | null }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <NumberField
          name="height_cm"
          label={t('onboarding.physical.height_cm')}
          required
          value={form.height_cm}
          onChange={(height_cm) => onChange({ height_cm })}
          error={errors['height_cm']}
          maxLength={3}
          unit={t('onboarding.physical.cm')}
        />
        <NumberField
          name="weight_kg"
          label={t('onboarding.physical.weight_kg')}
          required
          value={form.weight_kg}
          onChange={(weight_kg) => onChange({ weight_kg })}
          error={errors['weight_kg']}
          decimals
          maxLength={5}
          unit={t('onboarding.physical.kg')}
        />
      </Box>
      <BmiIndicator heightCm={parseNumber(form.height_cm)} weightKg={parseNumber(form.weight_kg)} age={age} />
      <ChipSelect<ShirtSize>
        label={t('onboarding.physical.shirt_size')}
        options={SHIRT_SIZES.map((size) => ({ value: size, label: size }))}
        selected={form.shirt_size ? [form.shirt_size] : []}
        onToggle={(size) => onChange({ shirt_size: form.shirt_size === size ? '' : size })}
        error={errors['shirt_size']}
        testId="shirt-size"
      />
      <NumberField
        name="shoe_size"
        label={t('onboarding.physical.shoe_size')}
        value={form.shoe_size}
        onChange={(shoe_size) => onChange({ shoe_size })}
        error={errors['shoe_size']}
        hint={t('onboarding.physical.shoe_size_hint')}
        decimals
        maxLength={4}
        narrow
      />
    </Box>
  );
}

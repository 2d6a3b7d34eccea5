import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { SHIRT_SIZES, type ShirtSize } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { numericInput, parseNumber } from '../lib/step-forms';
import { BmiIndicator } from '../bmi-indicator';
import { ChipSelect } from '../chip-select';
import type { StepProps } from '../step-props';

/** Step 2: height and weight (numeric keyboards) with the live BMI, shirt and shoe size. */
export function PhysicalStep({ form, onChange, errors, age }: StepProps<2> & { age: number | null }) {
  const { t } = useTranslation();
  const unit = (text: string) => ({
    input: { endAdornment: <InputAdornment position="end">{text}</InputAdornment> },
  });

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <TextField
          name="height_cm"
          label={t('onboarding.physical.height_cm')}
          required
          value={form.height_cm}
          onChange={(event) => onChange({ height_cm: numericInput(event.target.value) })}
          error={Boolean(errors['height_cm'])}
          helperText={errors['height_cm']}
          slotProps={{
            ...unit(t('onboarding.physical.cm')),
            htmlInput: { inputMode: 'numeric', maxLength: 3 },
          }}
        />
        <TextField
          name="weight_kg"
          label={t('onboarding.physical.weight_kg')}
          required
          value={form.weight_kg}
          onChange={(event) => onChange({ weight_kg: numericInput(event.target.value, { decimals: true }) })}
          error={Boolean(errors['weight_kg'])}
          helperText={errors['weight_kg']}
          slotProps={{
            ...unit(t('onboarding.physical.kg')),
            htmlInput: { inputMode: 'decimal', maxLength: 5 },
          }}
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
      <TextField
        name="shoe_size"
        label={t('onboarding.physical.shoe_size')}
        value={form.shoe_size}
        onChange={(event) => onChange({ shoe_size: numericInput(event.target.value, { decimals: true }) })}
        error={Boolean(errors['shoe_size'])}
        helperText={errors['shoe_size'] ?? t('onboarding.physical.shoe_size_hint')}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 4 } }}
        sx={{ maxWidth: { sm: 260 } }}
      />
    </Box>
  );
}

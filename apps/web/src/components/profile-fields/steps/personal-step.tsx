import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LANGUAGES, PLAYER_AGE, bakuDate, isLanguage } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { LANGUAGE_NATIVE_NAMES } from '../../../lib/i18n';
import { formatNationalPhone } from '../lib/phone-input';
import type { PersonalForm } from '../lib/step-forms';
import { PhotoPicker } from '../photo-picker';
import type { StepProps } from '../step-props';
import { TwoColumnGrid } from '../../two-column-grid';

/** The birth dates the date picker offers: from 60 (and nearly 61) years ago to 12 years ago, in Baku. */
function birthDateBounds(): { min: string; max: string } {
  const [year = '2000', month = '01', day = '01'] = bakuDate().split('-');
  const shift = (years: number) => `${String(Number(year) - years).padStart(4, '0')}-${month}-${day}`;
  return { min: shift(PLAYER_AGE.max + 1), max: shift(PLAYER_AGE.min) };
}

/** Step 1: names, phone after +994 (tel keyboard), language, birth date, and the photo. */
export function PersonalStep({ form, onChange, errors }: StepProps<1>) {
  const { t } = useTranslation();
  const bounds = birthDateBounds();
  const field = (name: keyof PersonalForm) => ({
    name,
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });
  /** A typed-in field: its props, what it holds and how it changes. */
  const text = (name: 'first_name' | 'last_name' | 'middle_name' | 'birth_date') => ({
    ...field(name),
    value: form[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <PhotoPicker />
      <TwoColumnGrid>
        <TextField
          {...text('first_name')}
          label={t('onboarding.personal.first_name')}
          required
          autoComplete="given-name"
        />
        <TextField
          {...text('last_name')}
          label={t('onboarding.personal.last_name')}
          required
          autoComplete="family-name"
        />
      </TwoColumnGrid>
      <TextField
        {...text('middle_name')}
        label={t('onboarding.personal.middle_name')}
        autoComplete="additional-name"
        helperText={errors['middle_name'] ?? t('onboarding.personal.middle_name_hint')}
      />
      <TextField
        {...field('phone')}
        label={t('onboarding.personal.phone')}
        required
        type="tel"
        autoComplete="tel-national"
        placeholder="50 123 45 67"
        value={form.phone}
        onChange={(event) => onChange({ phone: formatNationalPhone(event.target.value) })}
        helperText={errors['phone'] ?? t('onboarding.personal.phone_hint')}
        slotProps={{
          htmlInput: { inputMode: 'tel' },
          input: {
            startAdornment: (
              <InputAdornment position="start" sx={{ '& p': { fontWeight: 600, color: 'text.primary' } }}>
                +994
              </InputAdornment>
            ),
          },
        }}
      />
      <TwoColumnGrid>
        <TextField
          {...text('birth_date')}
          label={t('onboarding.personal.birth_date')}
          required
          type="date"
          autoComplete="bday"
          helperText={
            errors['birth_date'] ??
            t('onboarding.personal.birth_date_hint', { ...PLAYER_AGE, count: PLAYER_AGE.max })
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds }}
        />
        <TextField
          {...field('language')}
          select
          label={t('onboarding.personal.language')}
          required
          value={form.language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) onChange({ language: event.target.value });
          }}
        >
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language} lang={language} sx={{ minHeight: 48 }}>
              {LANGUAGE_NATIVE_NAMES[language]}
            </MenuItem>
          ))}
        </TextField>
      </TwoColumnGrid>
    </Box>
  );
}

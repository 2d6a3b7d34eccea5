import { bakuDate, type OnboardingData } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SKILL_RATING, initialForms, numericInput, parseNumber, validateStep } from './step-forms';

const EMPTY: OnboardingData = {
  step1: null,
  step2: null,
  step3: null,
  step4: null,
  step5: null,
  step6: null,
};
const USER = { first_name: 'Kamran', last_name: 'Məmmədli', language: 'az' as const };

/** A birth date `years` years before today in Baku. */
function yearsAgo(years: number): string {
  const [year = '0', month, day] = bakuDate().split('-');
  return `${Number(year) - years}-${month}-${day}`;
}

describe('onboarding forms', () => {
  it('start from the account name and language, and sliders in the middle', () => {
    const forms = initialForms(EMPTY, USER);
    expect(forms[1]).toMatchObject({
      first_name: 'Kamran',
      last_name: 'Məmmədli',
      language: 'az',
      phone: '',
    });
    expect(Object.values(forms[4].skills)).toEqual(Array(10).fill(DEFAULT_SKILL_RATING));
    expect(forms[6]).toMatchObject({
      notification_channels: ['push', 'email'],
      data_processing_consent: false,
    });
  });

  it('are filled with what the server saved, so a refresh keeps the data', () => {
    const forms = initialForms(
      {
        ...EMPTY,
        step1: {
          first_name: 'Aysel',
          last_name: 'Quliyeva',
          middle_name: null,
          phone: '+994551234567',
          language: 'ru',
          birth_date: '2000-05-01',
          age: 26,
          photo_url: null,
        },
        step2: {
          height_cm: 170,
          weight_kg: 62.5,
          shirt_size: 'M',
          shoe_size: null,
          bmi: 21.6,
          bmi_band: 'normal',
        },
      },
      USER,
    );
    expect(forms[1]).toMatchObject({
      first_name: 'Aysel',
      phone: '55 123 45 67',
      language: 'ru',
      middle_name: '',
    });
    expect(forms[2]).toEqual({ height_cm: '170', weight_kg: '62.5', shirt_size: 'M', shoe_size: '' });
  });

  it('keep number fields to digits, with one decimal separator where allowed', () => {
    expect(numericInput('1a8-0')).toBe('180');
    expect(numericInput('72,5', { decimals: true })).toBe('72.5');
    expect(numericInput('7.2.5', { decimals: true })).toBe('7.25');
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('72,5')).toBe(72.5);
  });

  it('ask for every required field before moving on', () => {
    const forms = initialForms(EMPTY, { ...USER, first_name: '' });
    const result = validateStep(1, forms, 'en');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.missingRequired).toBe(true);
    expect(result.errors).toMatchObject({
      first_name: 'This field is required.',
      phone: 'This field is required.',
      birth_date: 'This field is required.',
    });
  });

  it('apply the age rule of 12 to 60 years', () => {
    const forms = initialForms(EMPTY, USER);
    forms[1] = { ...forms[1], phone: '50 123 45 67', birth_date: yearsAgo(11) };
    const young = validateStep(1, forms, 'ru');
    expect(young.ok).toBe(false);
    if (!young.ok) {
      expect(young.missingRequired).toBe(false);
      expect(young.errors['birth_date']).toBe('Возраст должен быть от 12 до 60 лет.');
    }
    forms[1] = { ...forms[1], birth_date: yearsAgo(20) };
    const adult = validateStep(1, forms, 'ru');
    expect(adult).toMatchObject({ ok: true, payload: { phone: '+994501234567', middle_name: null } });
  });

  it('refuse a jersey number outside 1-99 and a primary position among the secondary ones', () => {
    const forms = initialForms(EMPTY, USER);
    forms[5] = {
      ...forms[5],
      primary_position: 'striker',
      secondary_positions: ['striker'],
      jersey_number: '100',
    };
    const result = validateStep(5, forms, 'az');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      jersey_number: 'Nömrə 1-99 arasında olmalıdır.',
      secondary_positions: 'Əsas mövqe əlavə mövqelər arasında ola bilməz.',
    });
  });

  it('need the data-processing consent on the integrations step, and a Telegram name without @', () => {
    const forms = initialForms(EMPTY, USER);
    forms[6] = { ...forms[6], telegram_username: '@kamran' };
    const result = validateStep(6, forms, 'en');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.missingRequired).toBe(true);
    expect(result.errors).toEqual({
      telegram_username: 'Use only letters, numbers and _.',
      data_processing_consent: 'To continue, agree to the processing of your personal data.',
    });
    forms[6] = { ...forms[6], telegram_username: 'kamran_10', data_processing_consent: true };
    expect(validateStep(6, forms, 'en').ok).toBe(true);
  });

  it('send empty optional numbers as null and the skills whole', () => {
    const forms = initialForms(EMPTY, USER);
    forms[2] = { height_cm: '180', weight_kg: '75,5', shirt_size: '', shoe_size: '' };
    expect(validateStep(2, forms, 'az')).toEqual({
      ok: true,
      payload: { height_cm: 180, weight_kg: 75.5, shirt_size: null, shoe_size: null },
    });
    const skills = validateStep(4, forms, 'az');
    expect(skills.ok && Object.keys(skills.payload.skills)).toHaveLength(10);
  });
});

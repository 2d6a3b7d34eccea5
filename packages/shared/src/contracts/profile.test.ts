import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEP_SCHEMAS, parseOnboardingStep } from './onboarding.js';
import {
  personalDetailsSchema,
  preferencesDetailsSchema,
  profileUpdateSchema,
  telegramUsernameSchema,
} from './profile.js';

/** The message keys of a failed parse, by field path. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const personal = {
  first_name: 'Aysel',
  last_name: 'Həsənova',
  phone: '055 765 43 21',
  language: 'ru',
  birth_date: '2001-09-01',
};

describe('the profile schemas the web forms share with the API', () => {
  it('normalise what they accept: the phone to E.164, blank optional texts to null', () => {
    const parsed = personalDetailsSchema.parse({ ...personal, middle_name: '  ' });
    expect(parsed).toEqual({ ...personal, phone: '+994557654321', middle_name: null });
    expect(telegramUsernameSchema.parse('  aysel_h ')).toBe('aysel_h');
    expect(telegramUsernameSchema.parse('')).toBeNull();
  });

  it('name each broken rule by its message key', () => {
    expect(messages(personalDetailsSchema.safeParse({ ...personal, phone: '+44 20 7946 0958' }))).toEqual({
      phone: 'phone_invalid',
    });
    expect(messages(personalDetailsSchema.safeParse({ language: 'az' }))).toEqual({
      first_name: 'fill_required',
      last_name: 'fill_required',
      phone: 'fill_required',
      birth_date: 'fill_required',
    });
    expect(
      messages(
        preferencesDetailsSchema.safeParse({
          primary_position: 'defender',
          secondary_positions: ['defender'],
          jersey_number: 0,
        }),
      ),
    ).toEqual({ secondary_positions: 'secondary_includes_primary', jersey_number: 'jersey_range' });
    expect(messages(telegramUsernameSchema.safeParse('@aysel'))).toEqual({ '': 'telegram_username_invalid' });
  });

  it('lets the profile change any subset, with the same rules', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
    expect(profileUpdateSchema.parse({ weight_kg: 61.26, jersey_number: null })).toEqual({
      weight_kg: 61.3,
      jersey_number: null,
    });
    expect(messages(profileUpdateSchema.safeParse({ height_cm: 300, skills: {} }))).toEqual({
      height_cm: 'height_range',
      '': expect.stringContaining('skills'),
    });
  });

  it('has one schema per onboarding step and knows the step numbers', () => {
    expect(Object.keys(ONBOARDING_STEP_SCHEMAS)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(parseOnboardingStep('4')).toBe(4);
    expect(parseOnboardingStep(6)).toBe(6);
    expect(parseOnboardingStep('7')).toBeNull();
    expect(parseOnboardingStep('final')).toBe(6);
    expect(parseOnboardingStep('')).toBeNull();
    expect(parseOnboardingStep('2.5')).toBeNull();
  });
});

import {
  ONBOARDING_STEP_SCHEMAS,
  SKILL_KEYS,
  fieldMessage,
  type ExperienceLevel,
  type Language,
  type NotificationChannel,
  type OnboardingData,
  type OnboardingStep,
  type OnboardingStepPayloads,
  type Position,
  type PreferredFoot,
  type PreferredTime,
  type ShirtSize,
  type SkillKey,
  type User,
  type Weekday,
} from '@oyna/shared';
import { phoneForField, phoneForRequest } from './phone-input';

/*
 * What each step's form holds while the player types (text stays text, so "72," is not lost),
 * how it is filled from what the server saved, and how it becomes the step's payload, validated
 * with the same shared zod schema the API uses.
 */

export interface PersonalForm {
  first_name: string;
  last_name: string;
  middle_name: string;
  /** The national part after +994, as typed: `50 123 45 67`. */
  phone: string;
  language: Language;
  birth_date: string;
}

export interface PhysicalForm {
  height_cm: string;
  weight_kg: string;
  shirt_size: ShirtSize | '';
  shoe_size: string;
}

export interface ExperienceForm {
  years_playing: string;
  level: ExperienceLevel | '';
  preferred_foot: PreferredFoot | '';
  team_experience: string;
  achievements: string;
  games_played: string;
  tournaments: string;
  goals_scored: string;
}

export interface SkillsForm {
  skills: Record<SkillKey, number>;
}

export interface PreferencesForm {
  primary_position: Position | '';
  secondary_positions: Position[];
  jersey_number: string;
  available_days: Weekday[];
  preferred_times: PreferredTime[];
}

export interface IntegrationsForm {
  telegram_username: string;
  notification_channels: NotificationChannel[];
  data_processing_consent: boolean;
}

export interface OnboardingForms {
  1: PersonalForm;
  2: PhysicalForm;
  3: ExperienceForm;
  4: SkillsForm;
  5: PreferencesForm;
  6: IntegrationsForm;
}

/** Where a fresh slider starts: the middle of 1-10. */
export const DEFAULT_SKILL_RATING = 5;

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/** The forms filled with what the server saved, and sensible starting values where nothing is saved. */
export function initialForms(
  data: OnboardingData,
  user: Pick<User, 'first_name' | 'last_name' | 'language'>,
): OnboardingForms {
  const { step1, step2, step3, step4, step5, step6 } = data;
  return {
    1: {
      first_name: step1?.first_name ?? user.first_name,
      last_name: step1?.last_name ?? user.last_name,
      middle_name: text(step1?.middle_name),
      phone: phoneForField(step1?.phone),
      language: step1?.language ?? user.language,
      birth_date: text(step1?.birth_date),
    },
    2: {
      height_cm: text(step2?.height_cm),
      weight_kg: text(step2?.weight_kg),
      shirt_size: step2?.shirt_size ?? '',
      shoe_size: text(step2?.shoe_size),
    },
    3: {
      years_playing: text(step3?.years_playing),
      level: step3?.level ?? '',
      preferred_foot: step3?.preferred_foot ?? '',
      team_experience: text(step3?.team_experience),
      achievements: text(step3?.achievements),
      games_played: text(step3?.games_played),
      tournaments: text(step3?.tournaments),
      goals_scored: text(step3?.goals_scored),
    },
    4: {
      skills: Object.fromEntries(
        SKILL_KEYS.map((key) => [key, step4?.skills[key] ?? DEFAULT_SKILL_RATING]),
      ) as Record<SkillKey, number>,
    },
    5: {
      primary_position: step5?.primary_position ?? '',
      secondary_positions: step5?.secondary_positions ?? [],
      jersey_number: text(step5?.jersey_number),
      available_days: step5?.available_days ?? [],
      preferred_times: step5?.preferred_times ?? [],
    },
    6: {
      telegram_username: text(step6?.telegram_username),
      notification_channels: step6?.notification_channels ?? ['push', 'email'],
      data_processing_consent: step6?.data_processing_consent ?? false,
    },
  };
}

/** Keeps what a number field may hold while typing: digits and, if allowed, one decimal separator. */
export function numericInput(value: string, options: { decimals?: boolean } = {}): string {
  if (!options.decimals) return value.replace(/\D/g, '');
  const cleaned = value.replace(/[^\d.,]/g, '').replace(',', '.');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length > 0 ? `${whole}.${rest.join('').replace(/[.,]/g, '')}` : whole;
}

/** A number field's value: undefined when empty (a required field then reads as missing). */
export function parseNumber(value: string): number | undefined {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return Number(trimmed);
}

/** An optional number field's value: null when empty (the server clears it). */
function optionalNumber(value: string): number | null {
  return parseNumber(value) ?? null;
}

const orUndefined = <T extends string>(value: T | '') => (value === '' ? undefined : value);

/** The object a step's schema validates: exactly what is sent once it passes. */
export function stepInput<S extends OnboardingStep>(step: S, forms: OnboardingForms): unknown {
  switch (step) {
    case 1: {
      const form = forms[1];
      return {
        first_name: form.first_name,
        last_name: form.last_name,
        middle_name: form.middle_name,
        phone: phoneForRequest(form.phone),
        language: form.language,
        birth_date: form.birth_date === '' ? undefined : form.birth_date,
      };
    }
    case 2: {
      const form = forms[2];
      return {
        height_cm: parseNumber(form.height_cm),
        weight_kg: parseNumber(form.weight_kg),
        shirt_size: form.shirt_size === '' ? null : form.shirt_size,
        shoe_size: optionalNumber(form.shoe_size),
      };
    }
    case 3: {
      const form = forms[3];
      return {
        years_playing: parseNumber(form.years_playing),
        level: orUndefined(form.level),
        preferred_foot: orUndefined(form.preferred_foot),
        team_experience: form.team_experience,
        achievements: form.achievements,
        games_played: optionalNumber(form.games_played),
        tournaments: optionalNumber(form.tournaments),
        goals_scored: optionalNumber(form.goals_scored),
      };
    }
    case 4:
      return { skills: { ...forms[4].skills } };
    case 5: {
      const form = forms[5];
      return {
        primary_position: orUndefined(form.primary_position),
        secondary_positions: form.secondary_positions,
        jersey_number: optionalNumber(form.jersey_number),
        available_days: form.available_days,
        preferred_times: form.preferred_times,
      };
    }
    default:
      return { ...forms[6] };
  }
}

export type StepValidation<S extends OnboardingStep> =
  | { ok: true; payload: OnboardingStepPayloads[S] }
  | {
      ok: false;
      /** A message per field (`phone`, `skills.speed`), in the interface language. */
      errors: Record<string, string>;
      /** A required field is empty: "Please fill all required fields" (docs/product-rules.md#onboarding-and-profile). */
      missingRequired: boolean;
    };

/** Checks a step's form with the API's own schema before moving on (docs/product-rules.md#onboarding-and-profile). */
export function validateStep<S extends OnboardingStep>(
  step: S,
  forms: OnboardingForms,
  language: Language,
): StepValidation<S> {
  const result = ONBOARDING_STEP_SCHEMAS[step].safeParse(stepInput(step, forms));
  if (result.success) return { ok: true, payload: result.data as OnboardingStepPayloads[S] };
  const errors: Record<string, string> = {};
  let missingRequired = false;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    const required = issue.message === 'fill_required' || issue.message === 'consent_required';
    missingRequired ||= required;
    // Beside one field, "this field is required" reads better than the form-wide sentence.
    errors[field] ??= fieldMessage(issue.message === 'fill_required' ? 'required' : issue.message, language);
  }
  return { ok: false, errors, missingRequired };
}

import { z } from 'zod';
import { strictContract } from './contract.js';
import { ageInBaku } from '../domain/age.js';
import { POSITIONS, type Position } from '../domain/football.js';
import { normalizeAzerbaijaniPhone } from '../domain/phone.js';
import {
  EXPERIENCE_LEVEL_INPUTS,
  FITNESS_CONNECTION_STATES,
  JERSEY_NUMBER,
  MAX_SECONDARY_POSITIONS,
  NOTIFICATION_CHANNELS,
  PLAYER_AGE,
  PREFERRED_FEET,
  PREFERRED_TIMES,
  SHIRT_SIZES,
  SKILL_KEYS,
  SKILL_MAX,
  SKILL_MIN,
  WEEKDAYS,
  toExperienceLevel,
} from '../domain/player-profile.js';
import { LANGUAGES } from '../i18n/languages.js';
import { isStorableText } from './text.js';
import { PERSON_NAME_MAX_LENGTH } from './users.js';

/*
 * The player profile (docs/product-rules.md#onboarding-and-profile) in six sections, one per onboarding step. Each section's
 * rules are written once here: the onboarding steps take them whole, `PATCH /users/me/profile`
 * and `PATCH /users/me/skills` take them partially, and the web forms validate with them.
 * Messages are keys of FIELD_MESSAGES; the API answers them in the caller's language. What the API
 * answers of each section is in profile-data.ts.
 */

/** A required field that was not sent, or sent as null, gets the fillRequired message ("Please fill all required fields"). */
export const requiredField = {
  error: (issue: { input: unknown }) => (issue.input == null ? 'fill_required' : undefined),
};

/** Limits of the profile fields the product rules leave open (see docs/decisions/0005-player-profile-rules.md). */
export const PROFILE_LIMITS = {
  heightCm: { min: 100, max: 250 },
  weightKg: { min: 25, max: 250 },
  shoeSize: { min: 30, max: 50, step: 0.5 },
  yearsPlaying: { min: 0, max: 50 },
  gamesPlayed: { min: 0, max: 5000 },
  tournaments: { min: 0, max: 1000 },
  goalsScored: { min: 0, max: 10000 },
  freeTextMaxLength: 1000,
  phoneMaxLength: 40,
  telegramUsername: { min: 5, max: 32 },
} as const;

const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' ’.-]*$/u;

const isUnique = (values: readonly unknown[]) => new Set(values).size === values.length;

/** A whole number in a range, one message for every way of missing it. */
function wholeNumber(range: { min: number; max: number }, message: string) {
  return z.number(requiredField).int(message).min(range.min, message).max(range.max, message);
}

/** Optional text where empty means none: sent empty, left out or null, it is stored as null. */
function emptyMeansNone<Text extends z.ZodType<string>>(text: Text) {
  return text
    .transform((value) => value || null)
    .nullable()
    .optional();
}

/** Optional free text: trimmed, empty means none. */
const optionalTextSchema = emptyMeansNone(
  z
    .string()
    .trim()
    .max(PROFILE_LIMITS.freeTextMaxLength, 'text_too_long')
    .refine(isStorableText, 'text_invalid'),
);

/** A first or last name in the profile: missing or empty is fillRequired. */
export const profileNameSchema = z
  .string(requiredField)
  .trim()
  .min(1, 'fill_required')
  .max(PERSON_NAME_MAX_LENGTH, 'name_too_long')
  .regex(NAME_PATTERN, 'name_invalid');

/** The patronymic (`Elçin oğlu`, `Эльчинович`): optional, empty means none. */
export const middleNameSchema = emptyMeansNone(
  z
    .string()
    .trim()
    .max(PERSON_NAME_MAX_LENGTH, 'name_too_long')
    .refine((value) => value === '' || NAME_PATTERN.test(value), 'name_invalid'),
);

/** An Azerbaijani mobile or fixed-line number in any usual spelling, stored as E.164 `+994XXXXXXXXX`. */
export const phoneSchema = z
  .string(requiredField)
  .trim()
  .min(1, 'fill_required')
  .max(PROFILE_LIMITS.phoneMaxLength, 'phone_invalid')
  .refine((value) => normalizeAzerbaijaniPhone(value) !== null, 'phone_invalid')
  .transform((value) => normalizeAzerbaijaniPhone(value) ?? value)
  .describe('Azerbaijani number, e.g. `050 123 45 67`; answered as `+994501234567`');

/** An ISO birth date of someone aged PLAYER_AGE (12 to 60) today in Baku. */
export const birthDateSchema = z.iso
  .date({ error: (issue) => (issue.input == null ? 'fill_required' : 'date_invalid') })
  .refine((value) => {
    const age = ageInBaku(value);
    return age >= PLAYER_AGE.min && age <= PLAYER_AGE.max;
  }, 'age_range')
  .describe(`YYYY-MM-DD; the age on today’s date in Baku must be ${PLAYER_AGE.min} to ${PLAYER_AGE.max}`);

// ------------------------------------------------------------------------------------------------
// Section inputs. The `...Fields` objects carry no cross-field rule, so they can be made partial.

export const personalFields = z.strictObject({
  first_name: profileNameSchema,
  last_name: profileNameSchema,
  middle_name: middleNameSchema,
  phone: phoneSchema,
  language: z.enum(LANGUAGES, requiredField),
  birth_date: birthDateSchema,
});

export const physicalFields = z.strictObject({
  height_cm: wholeNumber(PROFILE_LIMITS.heightCm, 'height_range'),
  weight_kg: z
    .number(requiredField)
    .min(PROFILE_LIMITS.weightKg.min, 'weight_range')
    .max(PROFILE_LIMITS.weightKg.max, 'weight_range')
    .transform((kg) => Math.round(kg * 10) / 10)
    .describe('Kilograms, kept to one decimal'),
  shirt_size: z.enum(SHIRT_SIZES).nullable().optional(),
  shoe_size: z
    .number()
    .min(PROFILE_LIMITS.shoeSize.min, 'shoe_size_range')
    .max(PROFILE_LIMITS.shoeSize.max, 'shoe_size_range')
    .multipleOf(PROFILE_LIMITS.shoeSize.step, 'shoe_size_range')
    .nullable()
    .optional()
    .describe('EU size, whole or half'),
});

function optionalCount(range: { min: number; max: number }, message: string) {
  return z.number().int(message).min(range.min, message).max(range.max, message).nullable().optional();
}

export const experienceFields = z.strictObject({
  years_playing: wholeNumber(PROFILE_LIMITS.yearsPlaying, 'years_playing_range'),
  level: z.enum(EXPERIENCE_LEVEL_INPUTS, requiredField).transform(toExperienceLevel),
  preferred_foot: z.enum(PREFERRED_FEET, requiredField),
  team_experience: optionalTextSchema,
  achievements: optionalTextSchema,
  games_played: optionalCount(PROFILE_LIMITS.gamesPlayed, 'games_played_range'),
  tournaments: optionalCount(PROFILE_LIMITS.tournaments, 'tournaments_range'),
  goals_scored: optionalCount(PROFILE_LIMITS.goalsScored, 'goals_scored_range'),
});

/** One self-rating, a whole number from 1 to 10. */
export const skillRatingSchema = wholeNumber({ min: SKILL_MIN, max: SKILL_MAX }, 'skill_range');
/** All ten self-ratings of the profile, keyed by SKILL_KEYS. */
export const skillRatingsSchema = z.record(z.enum(SKILL_KEYS), skillRatingSchema);
export type SkillRatings = z.infer<typeof skillRatingsSchema>;

export const skillsFields = z.strictObject({
  skills: skillRatingsSchema.describe('The ten ratings, 1 to 10 each'),
});

const positionListSchema = z
  .array(z.enum(POSITIONS))
  .max(MAX_SECONDARY_POSITIONS, 'secondary_positions_max')
  .refine(isUnique, 'duplicate_values');

export const preferencesFields = z.strictObject({
  primary_position: z.enum(POSITIONS, requiredField),
  secondary_positions: positionListSchema
    .optional()
    .describe(`Up to ${MAX_SECONDARY_POSITIONS}, not the primary one`),
  jersey_number: z
    .number()
    .int('jersey_range')
    .min(JERSEY_NUMBER.min, 'jersey_range')
    .max(JERSEY_NUMBER.max, 'jersey_range')
    .nullable()
    .optional(),
  available_days: z
    .array(z.enum(WEEKDAYS))
    .max(WEEKDAYS.length, 'list_too_long')
    .refine(isUnique, 'duplicate_values')
    .optional(),
  preferred_times: z
    .array(z.enum(PREFERRED_TIMES))
    .max(PREFERRED_TIMES.length, 'list_too_long')
    .refine(isUnique, 'duplicate_values')
    .optional(),
});

/** A Telegram username typed without @: letters, digits and _, 5 to 32 of them; empty means none. */
export const telegramUsernameSchema = emptyMeansNone(
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]*$/, 'telegram_username_invalid')
    .refine(
      (value) =>
        value === '' ||
        (value.length >= PROFILE_LIMITS.telegramUsername.min &&
          value.length <= PROFILE_LIMITS.telegramUsername.max),
      'telegram_username_length',
    ),
).describe('Without @');

export const integrationsFields = z.strictObject({
  telegram_username: telegramUsernameSchema,
  fitness_connection: z.enum(FITNESS_CONNECTION_STATES).optional().describe('not_connected unless sent'),
  notification_channels: z
    .array(z.enum(NOTIFICATION_CHANNELS))
    .max(NOTIFICATION_CHANNELS.length, 'list_too_long')
    .refine(isUnique, 'duplicate_values')
    .optional()
    .describe('push and email unless sent'),
  data_processing_consent: z.literal(true, { error: 'consent_required' }),
});

/** The message key when the secondary positions break a rule that needs the primary one too. */
export function secondaryPositionsProblem(
  primary: Position | null | undefined,
  secondary: readonly Position[] | undefined,
): 'secondary_includes_primary' | null {
  return primary && secondary?.includes(primary) ? 'secondary_includes_primary' : null;
}

/** The cross-field rule of the preferences, for a whole or a partial object. */
export function checkSecondaryPositions(
  value: { primary_position?: Position | undefined; secondary_positions?: Position[] | undefined },
  context: z.core.$RefinementCtx,
) {
  const problem = secondaryPositionsProblem(value.primary_position, value.secondary_positions);
  if (problem) {
    context.addIssue({ code: 'custom', path: ['secondary_positions'], message: problem, input: value });
  }
}

export const personalDetailsSchema = personalFields.meta({ id: 'PersonalDetails' });
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;
export const physicalDetailsSchema = physicalFields.meta({ id: 'PhysicalDetails' });
export type PhysicalDetails = z.infer<typeof physicalDetailsSchema>;
export const experienceDetailsSchema = experienceFields.meta({ id: 'ExperienceDetails' });
export type ExperienceDetails = z.infer<typeof experienceDetailsSchema>;
export const skillsDetailsSchema = skillsFields.meta({ id: 'SkillsDetails' });
export type SkillsDetails = z.infer<typeof skillsDetailsSchema>;
export const preferencesDetailsSchema = preferencesFields
  .superRefine(checkSecondaryPositions)
  .meta({ id: 'PreferencesDetails' });
export type PreferencesDetails = z.infer<typeof preferencesDetailsSchema>;
export const integrationsDetailsSchema = integrationsFields.meta({ id: 'IntegrationsDetails' });
export type IntegrationsDetails = z.infer<typeof integrationsDetailsSchema>;

/**
 * `PATCH /users/me/profile`: every personal, physical, experience, preference and integration
 * field, each optional; only the fields sent change, null clears an optional one.
 */
export const profileUpdateSchema = z
  .strictObject({
    ...personalFields.partial().shape,
    ...physicalFields.partial().shape,
    ...experienceFields.partial().shape,
    ...preferencesFields.partial().shape,
    ...integrationsFields.partial().shape,
  })
  .superRefine(checkSecondaryPositions)
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** `PATCH /users/me/skills`: some or all of the ten ratings; the others stay. */
export const skillsUpdateSchema = strictContract('SkillsUpdate', {
  skills: z.partialRecord(z.enum(SKILL_KEYS), skillRatingSchema),
});
export type SkillsUpdate = z.infer<typeof skillsUpdateSchema>;

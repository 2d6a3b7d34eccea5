import { z } from 'zod';
import { contract } from './contract.js';
import { BMI_BANDS, BMI_BAND_MIN_AGE } from '../domain/bmi.js';
import { POSITIONS } from '../domain/football.js';
import { PROFILE_VISIBILITIES } from '../domain/results.js';
import {
  EXPERIENCE_LEVELS,
  FITNESS_CONNECTION_STATES,
  NOTIFICATION_CHANNELS,
  PREFERRED_FEET,
  PREFERRED_TIMES,
  SHIRT_SIZES,
  SKILL_KEYS,
  SKILL_LEVELS,
  WEEKDAYS,
} from '../domain/player-profile.js';
import { LANGUAGES } from '../i18n/languages.js';
import { userSchema } from './users.js';

/*
 * The player profile as the API answers it, section by section (null where nothing is known), and
 * a player as others see them. What a player sends is in profile.ts.
 */

export const personalDataSchema = contract('PersonalData', {
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string().nullable(),
  phone: z.string().nullable().describe('E.164, `+994XXXXXXXXX`'),
  language: z.enum(LANGUAGES),
  birth_date: z.string().nullable().describe('YYYY-MM-DD'),
  age: z.number().int().nullable().describe('Whole years today in Baku'),
  photo_url: z.string().nullable(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

export const physicalDataSchema = contract('PhysicalData', {
  height_cm: z.number().int().nullable(),
  weight_kg: z.number().nullable(),
  shirt_size: z.enum(SHIRT_SIZES).nullable(),
  shoe_size: z.number().nullable(),
  bmi: z.number().nullable().describe('Body-mass index to one decimal'),
  bmi_band: z
    .enum(BMI_BANDS)
    .nullable()
    .describe(`WHO adult band; null under ${BMI_BAND_MIN_AGE}, where adult cut-offs do not apply`),
});
export type PhysicalData = z.infer<typeof physicalDataSchema>;

export const experienceDataSchema = contract('ExperienceData', {
  years_playing: z.number().int().nullable(),
  level: z.enum(EXPERIENCE_LEVELS).nullable(),
  preferred_foot: z.enum(PREFERRED_FEET).nullable(),
  team_experience: z.string().nullable(),
  achievements: z.string().nullable(),
  games_played: z.number().int().nullable(),
  tournaments: z.number().int().nullable(),
  goals_scored: z.number().int().nullable(),
});
export type ExperienceData = z.infer<typeof experienceDataSchema>;

export const skillLevelSchema = z.enum(SKILL_LEVELS);

export const skillsDataSchema = contract('SkillsData', {
  skills: z.partialRecord(z.enum(SKILL_KEYS), z.number().int()),
  overall: z.number().int().min(0).max(100).describe('Out of 100, from the ten ratings'),
  level: skillLevelSchema,
});
export type SkillsData = z.infer<typeof skillsDataSchema>;

export const preferencesDataSchema = contract('PreferencesData', {
  primary_position: z.enum(POSITIONS).nullable(),
  secondary_positions: z.array(z.enum(POSITIONS)),
  jersey_number: z.number().int().nullable(),
  available_days: z.array(z.enum(WEEKDAYS)),
  preferred_times: z.array(z.enum(PREFERRED_TIMES)),
});
export type PreferencesData = z.infer<typeof preferencesDataSchema>;

export const integrationsDataSchema = contract('IntegrationsData', {
  telegram_username: z.string().nullable(),
  fitness_connection: z.enum(FITNESS_CONNECTION_STATES),
  notification_channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  data_processing_consent: z.boolean(),
});
export type IntegrationsData = z.infer<typeof integrationsDataSchema>;

/** `GET /users/me`: the signed-in user with every profile field. */
export const userProfileSchema = userSchema
  .extend({
    ...personalDataSchema.shape,
    ...physicalDataSchema.shape,
    ...experienceDataSchema.shape,
    skills: skillsDataSchema.shape.skills.nullable(),
    skill_overall: z.number().int().min(0).max(100).nullable(),
    skill_level: skillLevelSchema
      .nullable()
      .describe(
        "The player's level for games: the rated skills', else the onboarding answer's (decision 49)",
      ),
    ...preferencesDataSchema.shape,
    ...integrationsDataSchema.shape,
    data_processing_consent_at: z.string().nullable().describe('When consent was given (ISO time)'),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * A user as anyone may see them, on their page or in a list: the names, the photo and whether the
 * profile is public.
 */
export const userFaceSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  photo_url: z.string().nullable(),
  profile_visibility: z.enum(PROFILE_VISIBILITIES),
});

/**
 * `GET /users/{id}`: a player as other players see them. `details` (the football side of the
 * profile, never contact, personal or body data) is null when the profile is private and the
 * viewer is someone else; the player themself and admins always get it.
 */
export const publicUserProfileSchema = userFaceSchema
  .extend({
    details: z
      .object({
        primary_position: z.enum(POSITIONS).nullable(),
        secondary_positions: z.array(z.enum(POSITIONS)),
        jersey_number: z.number().int().nullable(),
        experience_level: z.enum(EXPERIENCE_LEVELS).nullable(),
        preferred_foot: z.enum(PREFERRED_FEET).nullable(),
        years_playing: z.number().int().nullable(),
        /** The ten self-ratings (1-10), for the skills chart; null before the player rated themself. */
        skills: skillsDataSchema.shape.skills.nullable(),
        skill_overall: z.number().int().min(0).max(100).nullable(),
        /** The player's level for games: the rated skills', else the onboarding answer's (decision 49). */
        skill_level: skillLevelSchema.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'PublicUserProfile' });
export type PublicUserProfile = z.infer<typeof publicUserProfileSchema>;

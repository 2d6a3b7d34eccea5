import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BakuDistrict,
  ExperienceLevel,
  FitnessConnectionState,
  Language,
  NotificationChannel,
  OnboardingStep,
  Position,
  PreferredFoot,
  PreferredTime,
  ShirtSize,
  SkillKey,
  UserRole,
  VenueAmenity,
  VenueSurface,
  VenueType,
  Weekday,
} from '@oyna/shared';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Every person with an account: the profile fields of spec section 3 and onboarding progress. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Account
    email: text('email'),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    telegramId: bigint('telegram_id', { mode: 'number' }),
    role: text('role').$type<UserRole>().notNull().default('player'),
    // Personal
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    middleName: text('middle_name'),
    phone: text('phone'),
    language: text('language').$type<Language>().notNull().default('az'),
    birthDate: date('birth_date', { mode: 'string' }),
    photoUrl: text('photo_url'),
    // Physical
    heightCm: smallint('height_cm'),
    weightKg: numeric('weight_kg', { precision: 5, scale: 1, mode: 'number' }),
    shirtSize: text('shirt_size').$type<ShirtSize>(),
    shoeSize: numeric('shoe_size', { precision: 3, scale: 1, mode: 'number' }),
    // Experience
    yearsPlaying: smallint('years_playing'),
    experienceLevel: text('experience_level').$type<ExperienceLevel>(),
    preferredFoot: text('preferred_foot').$type<PreferredFoot>(),
    teamExperience: text('team_experience'),
    achievements: text('achievements'),
    gamesPlayedBefore: integer('games_played_before'),
    tournamentsPlayed: integer('tournaments_played'),
    goalsScoredBefore: integer('goals_scored_before'),
    // Skills (self-rated 1-10 each) and the overall score out of 100 derived from them
    skills: jsonb('skills').$type<Partial<Record<SkillKey, number>>>(),
    skillOverall: smallint('skill_overall'),
    // Preferences
    primaryPosition: text('primary_position').$type<Position>(),
    secondaryPositions: jsonb('secondary_positions').$type<Position[]>().notNull().default([]),
    jerseyNumber: smallint('jersey_number'),
    availableDays: jsonb('available_days').$type<Weekday[]>().notNull().default([]),
    preferredTimes: jsonb('preferred_times').$type<PreferredTime[]>().notNull().default([]),
    // Integrations
    telegramUsername: text('telegram_username'),
    fitnessConnection: text('fitness_connection')
      .$type<FitnessConnectionState>()
      .notNull()
      .default('not_connected'),
    notificationChannels: jsonb('notification_channels')
      .$type<NotificationChannel[]>()
      .notNull()
      .default(['push', 'email']),
    dataProcessingConsentAt: timestamp('data_processing_consent_at', { withTimezone: true }),
    // Onboarding progress
    onboardingCurrentStep: smallint('onboarding_current_step').$type<OnboardingStep>().notNull().default(1),
    onboardingCompletedSteps: jsonb('onboarding_completed_steps')
      .$type<OnboardingStep[]>()
      .notNull()
      .default([]),
    onboardingSkippedSteps: jsonb('onboarding_skipped_steps').$type<OnboardingStep[]>().notNull().default([]),
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
    uniqueIndex('users_telegram_id_unique').on(table.telegramId),
    check('users_role_valid', sql`${table.role} in ('player', 'organizer', 'admin')`),
    check('users_language_valid', sql`${table.language} in ('az', 'ru', 'en')`),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_jersey_number_range', sql`${table.jerseyNumber} between 1 and 99`),
    check('users_height_range', sql`${table.heightCm} between 100 and 250`),
    check('users_weight_range', sql`${table.weightKg} between 25 and 250`),
    check('users_skill_overall_range', sql`${table.skillOverall} between 0 and 100`),
    check('users_onboarding_step_range', sql`${table.onboardingCurrentStep} between 1 and 6`),
  ],
);

/** Football venues across Baku. `slug` is the stable key the seed upserts on. */
export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    district: text('district').$type<BakuDistrict>().notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    type: text('type').$type<VenueType>().notNull(),
    surface: text('surface').$type<VenueSurface>().notNull(),
    amenities: jsonb('amenities').$type<VenueAmenity[]>().notNull().default([]),
    pitchCount: smallint('pitch_count').notNull().default(1),
    phone: text('phone'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('venues_slug_unique').on(table.slug),
    index('venues_district_idx').on(table.district),
    index('venues_type_idx').on(table.type),
    index('venues_name_idx').on(table.name),
    check('venues_type_valid', sql`${table.type} in ('indoor', 'outdoor', 'futsal')`),
    check('venues_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('venues_longitude_range', sql`${table.longitude} between -180 and 180`),
    check('venues_pitch_count_positive', sql`${table.pitchCount} >= 1`),
  ],
);

/**
 * Refresh tokens, one row per token, stored only as SHA-256 hashes. The tokens issued one after
 * another from one sign-in form a family (`family_id`, the access token's `sid`): each refresh
 * marks its row rotated and adds the next; a rotated token used again revokes the whole family.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The family's absolute end, fixed at sign-in and copied to every rotated token. */
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('auth_sessions_token_hash_unique').on(table.tokenHash),
    index('auth_sessions_family_idx').on(table.familyId),
    index('auth_sessions_user_idx').on(table.userId),
  ],
);

/**
 * A sign-in with an OpenID Connect provider between the redirect and the callback: the secrets
 * of the request (nonce, PKCE verifier) are kept here, keyed by `state`, and used once.
 */
export const oauthLoginStates = pgTable(
  'oauth_login_states',
  {
    state: text('state').primaryKey(),
    provider: text('provider').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oauth_login_states_expires_idx').on(table.expiresAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type VenueRow = typeof venues.$inferSelect;
export type NewVenueRow = typeof venues.$inferInsert;
export type AuthSessionRow = typeof authSessions.$inferSelect;
export type OauthLoginStateRow = typeof oauthLoginStates.$inferSelect;

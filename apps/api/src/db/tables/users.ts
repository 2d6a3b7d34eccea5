import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ExperienceLevel,
  FitnessConnectionState,
  Language,
  NotificationChannel,
  ProfileVisibility,
  OnboardingStep,
  Position,
  PreferredFoot,
  PreferredTime,
  ShirtSize,
  SkillKey,
  UserRole,
  Weekday,
} from '@oyna/shared';
import { calendarDay, requiredRef, timestamps, timestamptz, uuidId } from './columns.js';

/** Every person with an account: the profile fields (docs/product-rules.md#onboarding-and-profile) and onboarding progress. */
export const users = pgTable(
  'users',
  {
    id: uuidId(),
    // Account
    email: text('email'),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    telegramId: bigint('telegram_id', { mode: 'number' }),
    role: text('role').$type<UserRole>().notNull().default('player'),
    /** Set while an admin has blocked the account: no sign-in, no session (docs/decisions/0019). */
    blockedAt: timestamptz('blocked_at'),
    /** The admin's reason, for other admins; the user sees a fixed message. */
    blockedReason: text('blocked_reason'),
    // Personal
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    middleName: text('middle_name'),
    phone: text('phone'),
    /** When an SMS code confirmed `phone` (decision 82); a changed number clears it. Only a confirmed number signs in. */
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    language: text('language').$type<Language>().notNull().default('az'),
    birthDate: calendarDay('birth_date'),
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
    dataProcessingConsentAt: timestamptz('data_processing_consent_at'),
    /** When the player opened the link of the verification email; null until then. */
    emailVerifiedAt: timestamptz('email_verified_at'),
    // Privacy settings
    profileVisibility: text('profile_visibility').$type<ProfileVisibility>().notNull().default('public'),
    showOnLeaderboard: boolean('show_on_leaderboard').notNull().default(true),
    /** Signed-in players may open a WhatsApp chat with me from my games' pages (decision 87); off until I allow it. */
    whatsappContactAllowed: boolean('whatsapp_contact_allowed').notNull().default(false),
    // Onboarding progress
    onboardingCurrentStep: smallint('onboarding_current_step').$type<OnboardingStep>().notNull().default(1),
    onboardingCompletedSteps: jsonb('onboarding_completed_steps')
      .$type<OnboardingStep[]>()
      .notNull()
      .default([]),
    onboardingSkippedSteps: jsonb('onboarding_skipped_steps').$type<OnboardingStep[]>().notNull().default([]),
    onboardingCompletedAt: timestamptz('onboarding_completed_at'),
    // Deleting the account (docs/decisions/0091-account-deletion.md)
    /** When its deletion was asked for (by the player, or an admin on their written request); null otherwise. */
    deletionRequestedAt: timestamptz('deletion_requested_at'),
    /** When the scheduled erasure runs; a sign-in before then cancels it (both back to null). */
    deletionDueAt: timestamptz('deletion_due_at'),
    /** When a sign-in last cancelled a scheduled deletion: the player is told so. */
    deletionCancelledAt: timestamptz('deletion_cancelled_at'),
    /** When the account was erased: its personal fields are gone and others see a "Deleted player". */
    erasedAt: timestamptz('erased_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
    uniqueIndex('users_telegram_id_unique').on(table.telegramId),
    // A number is confirmed on one account at most: the account phone sign-in opens.
    uniqueIndex('users_verified_phone_unique')
      .on(table.phone)
      .where(sql`${table.phoneVerifiedAt} is not null`),
    check(
      'users_phone_verified_has_phone',
      sql`${table.phoneVerifiedAt} is null or ${table.phone} is not null`,
    ),
    index('users_role_idx').on(table.role),
    index('users_created_at_idx').on(table.createdAt),
    index('users_deletion_due_idx')
      .on(table.deletionDueAt)
      .where(sql`${table.deletionDueAt} is not null`),
    check(
      'users_deletion_scheduled_whole',
      sql`(${table.deletionRequestedAt} is null) = (${table.deletionDueAt} is null)`,
    ),
    check('users_role_valid', sql`${table.role} in ('player', 'organizer', 'referee', 'admin')`),
    check('users_language_valid', sql`${table.language} in ('az', 'ru', 'en')`),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_jersey_number_range', sql`${table.jerseyNumber} between 1 and 99`),
    check('users_height_range', sql`${table.heightCm} between 100 and 250`),
    check('users_weight_range', sql`${table.weightKg} between 25 and 250`),
    check('users_skill_overall_range', sql`${table.skillOverall} between 0 and 100`),
    check('users_profile_visibility_valid', sql`${table.profileVisibility} in ('public', 'private')`),
    check('users_onboarding_step_range', sql`${table.onboardingCurrentStep} between 1 and 6`),
  ],
);

/** `user_id`: the player a row belongs to, deleted with their account. */
export const belongsToUser = () => requiredRef('user_id', () => users.id, { onDelete: 'cascade' });

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

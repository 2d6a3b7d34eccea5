import { type ProfileUpdate, type SkillRatings, overallFromSkills } from '@oyna/shared';
import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.js';

/** Column values for an UPDATE of the users table (values or SQL). */
export type UserChanges = PgUpdateSetSource<typeof users>;

/** The columns a profile change writes: only the fields present (null clears an optional one). */
export function profileColumns(changes: ProfileUpdate): UserChanges {
  const columns: UserChanges = {
    firstName: changes.first_name,
    lastName: changes.last_name,
    middleName: changes.middle_name,
    phone: changes.phone,
    language: changes.language,
    birthDate: changes.birth_date,
    heightCm: changes.height_cm,
    weightKg: changes.weight_kg,
    shirtSize: changes.shirt_size,
    shoeSize: changes.shoe_size,
    yearsPlaying: changes.years_playing,
    experienceLevel: changes.level,
    preferredFoot: changes.preferred_foot,
    teamExperience: changes.team_experience,
    achievements: changes.achievements,
    gamesPlayedBefore: changes.games_played,
    tournamentsPlayed: changes.tournaments,
    goalsScoredBefore: changes.goals_scored,
    primaryPosition: changes.primary_position,
    secondaryPositions: changes.secondary_positions,
    jerseyNumber: changes.jersey_number,
    availableDays: changes.available_days,
    preferredTimes: changes.preferred_times,
    telegramUsername: changes.telegram_username,
    // fitness_connection is not the client's to set: the Strava connection writes it (modules/integrations).
    notificationChannels: changes.notification_channels,
    // A changed number is no longer the one an SMS code confirmed (decision 82); the same number keeps it.
    ...(changes.phone !== undefined && {
      phoneVerifiedAt: sql`case when ${users.phone} is not distinct from ${changes.phone} then ${users.phoneVerifiedAt} end`,
    }),
    // The first consent is the one on record; giving it again keeps its time.
    ...(changes.data_processing_consent && {
      dataProcessingConsentAt: sql`coalesce(${users.dataProcessingConsentAt}, now())`,
    }),
  };
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as UserChanges;
}

/** The skills column and the overall score derived from it, always written together. */
export function skillsColumns(skills: SkillRatings): UserChanges {
  return { skills, skillOverall: overallFromSkills(skills) };
}

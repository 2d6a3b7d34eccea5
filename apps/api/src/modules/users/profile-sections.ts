import {
  type ExperienceData,
  type IntegrationsData,
  type PersonalData,
  type PhysicalData,
  type PreferencesData,
  type SkillsData,
  ageInBaku,
  bmiBandForAge,
  bodyMassIndex,
  overallFromSkills,
  playerLevel,
  type SkillLevel,
  skillLevel,
} from '@oyna/shared';
import type { UserRow } from '../../db/schema.js';

/*
 * A user row shown section by section, as the onboarding steps and the profile page group it.
 * Whatever is not known yet is null.
 */

export function personalData(row: UserRow, now: Date = new Date()): PersonalData {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    middle_name: row.middleName,
    phone: row.phone,
    language: row.language,
    birth_date: row.birthDate,
    age: row.birthDate ? ageInBaku(row.birthDate, now) : null,
    photo_url: row.photoUrl,
  };
}

export function physicalData(row: UserRow, now: Date = new Date()): PhysicalData {
  const bmi = row.heightCm && row.weightKg ? bodyMassIndex(row.heightCm, row.weightKg) : null;
  const age = row.birthDate ? ageInBaku(row.birthDate, now) : null;
  return {
    height_cm: row.heightCm,
    weight_kg: row.weightKg,
    shirt_size: row.shirtSize,
    shoe_size: row.shoeSize,
    bmi,
    bmi_band: bmi === null ? null : bmiBandForAge(bmi, age),
  };
}

export function experienceData(row: UserRow): ExperienceData {
  return {
    years_playing: row.yearsPlaying,
    level: row.experienceLevel,
    preferred_foot: row.preferredFoot,
    team_experience: row.teamExperience,
    achievements: row.achievements,
    games_played: row.gamesPlayedBefore,
    tournaments: row.tournamentsPlayed,
    goals_scored: row.goalsScoredBefore,
  };
}

/** Null until the player has rated themself. */
export function skillsData(row: UserRow): SkillsData | null {
  if (!row.skills) return null;
  const overall = row.skillOverall ?? overallFromSkills(row.skills);
  return { skills: row.skills, overall, level: skillLevel(overall) };
}

/**
 * The player's level for games, on the one scale (decision 49): the rated skills' level, else the
 * onboarding answer's; null before either.
 */
export function levelOf(row: UserRow): SkillLevel | null {
  const skills = skillsData(row);
  if (!skills && !row.experienceLevel) return null;
  return playerLevel({ skillOverall: skills?.overall ?? null, experienceLevel: row.experienceLevel });
}

export function preferencesData(row: UserRow): PreferencesData {
  return {
    primary_position: row.primaryPosition,
    secondary_positions: row.secondaryPositions,
    jersey_number: row.jerseyNumber,
    available_days: row.availableDays,
    preferred_times: row.preferredTimes,
  };
}

export function integrationsData(row: UserRow): IntegrationsData {
  return {
    telegram_username: row.telegramUsername,
    fitness_connection: row.fitnessConnection,
    notification_channels: row.notificationChannels,
    data_processing_consent: row.dataProcessingConsentAt !== null,
  };
}

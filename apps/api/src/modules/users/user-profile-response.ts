import type { UserProfile } from '@oyna/shared';
import type { UserRow } from '../../db/schema.js';
import {
  experienceData,
  levelOf,
  integrationsData,
  personalData,
  physicalData,
  preferencesData,
  skillsData,
} from './profile-sections.js';
import { toUserResponse } from './user-response.js';

/** The signed-in user with every profile field (`GET /users/me` and the profile changes). */
export function toUserProfileResponse(
  row: UserRow,
  balanceQepik: number,
  now: Date = new Date(),
): UserProfile {
  const skills = skillsData(row);
  return {
    ...toUserResponse(row, balanceQepik),
    ...personalData(row, now),
    ...physicalData(row, now),
    ...experienceData(row),
    skills: skills?.skills ?? null,
    skill_overall: skills?.overall ?? null,
    skill_level: levelOf(row),
    ...preferencesData(row),
    ...integrationsData(row),
    data_processing_consent_at: row.dataProcessingConsentAt?.toISOString() ?? null,
  };
}

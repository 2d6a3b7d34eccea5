import type { OnboardingStatus, OnboardingStep } from '@oyna/shared';
import type { UserRow } from '../../db/schema.js';
import {
  experienceData,
  integrationsData,
  personalData,
  physicalData,
  preferencesData,
  skillsData,
} from '../users/profile-sections.js';
import { missingForCompletion } from './onboarding-progress.js';

/** The onboarding state of a user row, with each saved step's data (null until it is saved). */
export function toOnboardingStatus(row: UserRow, now: Date = new Date()): OnboardingStatus {
  const completed = row.onboardingCompletedSteps;
  const skipped = row.onboardingSkippedSteps;
  const saved = (step: OnboardingStep) => completed.includes(step);
  return {
    current_step: row.onboardingCurrentStep,
    completed_steps: completed,
    skipped_steps: skipped,
    is_completed: row.onboardingCompletedAt !== null,
    can_complete: Object.keys(missingForCompletion({ completed, skipped })).length === 0,
    data: {
      step1: saved(1) ? personalData(row, now) : null,
      step2: saved(2) ? physicalData(row, now) : null,
      step3: saved(3) ? experienceData(row) : null,
      step4: saved(4) ? skillsData(row) : null,
      step5: saved(5) ? preferencesData(row) : null,
      step6: saved(6) ? integrationsData(row) : null,
    },
  };
}

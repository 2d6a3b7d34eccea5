import type { OnboardingStatus, OnboardingStep, OnboardingStepPayloads } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { type UserChanges, profileColumns, skillsColumns } from '../users/profile-columns.js';
import { nextStep, withStep, withoutStep } from './onboarding-progress.js';
import { updateOnboarding } from './update-onboarding.js';

/**
 * The columns each step writes. A step's payload replaces the whole section: an optional field
 * left out is cleared (or reset to its default), so saving a step again means what it says.
 */
const STEP_COLUMNS: { [S in OnboardingStep]: (payload: OnboardingStepPayloads[S]) => UserChanges } = {
  1: (personal) => profileColumns({ middle_name: null, ...personal }),
  2: (physical) => profileColumns({ shirt_size: null, shoe_size: null, ...physical }),
  3: (experience) =>
    profileColumns({
      team_experience: null,
      achievements: null,
      games_played: null,
      tournaments: null,
      goals_scored: null,
      ...experience,
    }),
  4: ({ skills }) => skillsColumns(skills),
  5: (preferences) =>
    profileColumns({
      secondary_positions: [],
      jersey_number: null,
      available_days: [],
      preferred_times: [],
      ...preferences,
    }),
  6: (integrations) =>
    profileColumns({
      telegram_username: null,
      notification_channels: ['push', 'email'],
      ...integrations,
    }),
};

/**
 * Saves one step's validated payload on the caller's row, marks the step done (no longer
 * skipped) and moves `current_step` on. A step may be saved again at any time.
 */
export async function saveOnboardingStep<S extends OnboardingStep>(
  db: Db,
  options: { userId: string; step: S; payload: OnboardingStepPayloads[S] },
): Promise<OnboardingStatus> {
  const { step } = options;
  const columns = STEP_COLUMNS[step](options.payload);
  return updateOnboarding(db, {
    userId: options.userId,
    change: (row) => {
      const completed = withStep(row.onboardingCompletedSteps, step);
      const skipped = withoutStep(row.onboardingSkippedSteps, step);
      return {
        ...columns,
        onboardingCompletedSteps: completed,
        onboardingSkippedSteps: skipped,
        onboardingCurrentStep: nextStep(step, { completed, skipped }),
      };
    },
  });
}

import { type OnboardingStatus, type OnboardingStep, SKIPPABLE_ONBOARDING_STEPS } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { nextStep, withStep } from './onboarding-progress.js';
import { updateOnboarding } from './update-onboarding.js';

/**
 * Skips one of the optional steps 4 to 6 and moves on; the first three are mandatory (422).
 * Skipping a step already saved keeps what was saved and only moves on.
 */
export async function skipOnboardingStep(
  db: Db,
  options: { userId: string; step: OnboardingStep },
): Promise<OnboardingStatus> {
  const { step } = options;
  if (!SKIPPABLE_ONBOARDING_STEPS.includes(step)) throw new AppError('onboarding_step_mandatory', 422);
  return updateOnboarding(db, {
    userId: options.userId,
    change: (row) => {
      const completed = row.onboardingCompletedSteps;
      const skipped = completed.includes(step)
        ? row.onboardingSkippedSteps
        : withStep(row.onboardingSkippedSteps, step);
      return {
        onboardingSkippedSteps: skipped,
        onboardingCurrentStep: nextStep(step, { completed, skipped }),
      };
    },
  });
}

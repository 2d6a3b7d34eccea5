import { type Language, type OnboardingStatus, fieldMessage } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { missingForCompletion } from './onboarding-progress.js';
import { updateOnboarding } from './update-onboarding.js';

/**
 * Finishes registration once steps 1-3 are done and step 6 is done (with consent) or skipped;
 * otherwise 422 `onboarding_incomplete` naming each missing step in `fields`. From then on
 * `needs_onboarding` is false. Completing again changes nothing.
 */
export async function completeOnboarding(
  db: Db,
  options: { userId: string; language: Language },
): Promise<OnboardingStatus> {
  return updateOnboarding(db, {
    userId: options.userId,
    change: (row) => {
      if (row.onboardingCompletedAt) return {};
      const missing = missingForCompletion({
        completed: row.onboardingCompletedSteps,
        skipped: row.onboardingSkippedSteps,
      });
      const entries = Object.entries(missing);
      if (entries.length > 0) {
        const fields = Object.fromEntries(
          entries.map(([step, kind]) => [step, fieldMessage(kind, options.language)]),
        );
        throw new AppError('onboarding_incomplete', 422, { fields });
      }
      return { onboardingCompletedAt: new Date() };
    },
  });
}

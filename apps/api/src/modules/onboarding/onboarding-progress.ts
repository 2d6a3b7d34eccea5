import { MANDATORY_ONBOARDING_STEPS, ONBOARDING_STEPS, type OnboardingStep } from '@oyna/shared';

export interface OnboardingProgress {
  completed: readonly OnboardingStep[];
  skipped: readonly OnboardingStep[];
}

/** `steps` with `step` added, in order, once. */
export function withStep(steps: readonly OnboardingStep[], step: OnboardingStep): OnboardingStep[] {
  return [...new Set([...steps, step])].sort((a, b) => a - b);
}

/** `steps` without `step`. */
export function withoutStep(steps: readonly OnboardingStep[], step: OnboardingStep): OnboardingStep[] {
  return steps.filter((each) => each !== step);
}

/**
 * Where to resume after `step` was saved or skipped: the first later step neither done nor
 * skipped, else the first such step before it, else the last step (everything is answered).
 */
export function nextStep(step: OnboardingStep, progress: OnboardingProgress): OnboardingStep {
  const answered = new Set([...progress.completed, ...progress.skipped]);
  const open = ONBOARDING_STEPS.filter((each) => !answered.has(each));
  return open.find((each) => each > step) ?? open[0] ?? 6;
}

/**
 * What keeps registration from completing, per step: each mandatory step not done, and step 6
 * (the data-processing consent) neither done nor skipped. Empty when it can complete.
 */
export function missingForCompletion(
  progress: OnboardingProgress,
): Partial<Record<`step${OnboardingStep}`, 'step_not_finished' | 'consent_or_skip'>> {
  const missing: Partial<Record<`step${OnboardingStep}`, 'step_not_finished' | 'consent_or_skip'>> = {};
  for (const step of MANDATORY_ONBOARDING_STEPS) {
    if (!progress.completed.includes(step)) missing[`step${step}`] = 'step_not_finished';
  }
  if (!progress.completed.includes(6) && !progress.skipped.includes(6)) missing.step6 = 'consent_or_skip';
  return missing;
}

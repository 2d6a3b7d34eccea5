import {
  MANDATORY_ONBOARDING_STEPS,
  ONBOARDING_STEPS,
  SKIPPABLE_ONBOARDING_STEPS,
  type OnboardingStatus,
  type OnboardingStep,
} from '@oyna/shared';

/** The name of each step in the interface's strings (`onboarding.steps.<key>`). */
export const STEP_KEYS = {
  1: 'personal',
  2: 'physical',
  3: 'experience',
  4: 'skills',
  5: 'preferences',
  6: 'integrations',
} as const satisfies Record<OnboardingStep, string>;
export type StepKey = (typeof STEP_KEYS)[OnboardingStep];

export const LAST_STEP: OnboardingStep = 6;

export type Progress = Pick<OnboardingStatus, 'completed_steps' | 'skipped_steps' | 'current_step'>;

export type StepState = 'completed' | 'skipped' | 'open';

export function isMandatory(step: OnboardingStep): boolean {
  return MANDATORY_ONBOARDING_STEPS.includes(step);
}

/** Steps 4 to 6 may be skipped (docs/product-rules.md#onboarding-and-profile). */
export function isSkippable(step: OnboardingStep): boolean {
  return SKIPPABLE_ONBOARDING_STEPS.includes(step);
}

export function stepState(step: OnboardingStep, progress: Progress): StepState {
  if (progress.completed_steps.includes(step)) return 'completed';
  if (progress.skipped_steps.includes(step)) return 'skipped';
  return 'open';
}

/** How many of the six steps are answered (saved or skipped), as a percentage for the progress bar. */
export function progressPercent(progress: Progress): number {
  const answered = ONBOARDING_STEPS.filter((step) => stepState(step, progress) !== 'open').length;
  return Math.round((answered / ONBOARDING_STEPS.length) * 100);
}

/** Where the flow opens: the server's resume point, so a refresh or another device carries on there. */
export function resumeStep(progress: Progress): OnboardingStep {
  return ONBOARDING_STEPS.find((step) => step === progress.current_step) ?? 1;
}

/**
 * Whether the stepper may jump to `step`: any answered step, and every step up to the first one
 * not answered yet (nothing beyond it, so the mandatory steps cannot be passed by).
 */
export function canOpenStep(step: OnboardingStep, progress: Progress): boolean {
  if (stepState(step, progress) !== 'open') return true;
  const firstOpen = ONBOARDING_STEPS.find((each) => stepState(each, progress) === 'open') ?? LAST_STEP;
  return step <= Math.max(firstOpen, resumeStep(progress));
}

/** The step after `step`, or null after the last one (then registration is completed). */
export function nextStep(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS.find((each) => each === step + 1) ?? null;
}

/** The step before `step`, or null on the first one. */
export function previousStep(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS.find((each) => each === step - 1) ?? null;
}

import type { OnboardingStep } from '@oyna/shared';
import type { OnboardingForms } from './lib/step-forms';

/** What every step's fields get: the form, a way to change part of it, and the messages per field. */
export interface StepProps<S extends OnboardingStep> {
  form: OnboardingForms[S];
  onChange(changes: Partial<OnboardingForms[S]>): void;
  errors: Readonly<Record<string, string>>;
}

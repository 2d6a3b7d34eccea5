import type { OnboardingStep } from '@oyna/shared';
import type { OnboardingForms } from './lib/step-forms';

/** What every step's fields get: the form, a way to change part of it, and the messages per field. */
export interface StepProps<S extends OnboardingStep> {
  form: OnboardingForms[S];
  onChange(changes: Partial<OnboardingForms[S]>): void;
  errors: Readonly<Record<string, string>>;
}

/** One of a step's fields, by name: its name, what it holds, how it changes and its message. */
export function stepField<F, K extends keyof F & string>(
  {
    form,
    onChange,
    errors,
  }: { form: F; onChange(changes: Partial<F>): void; errors: StepProps<1>['errors'] },
  name: K,
) {
  return {
    name,
    value: form[name],
    onChange: (value: F[K]) => {
      const changes: Partial<F> = {};
      changes[name] = value;
      onChange(changes);
    },
    error: errors[name],
  };
}

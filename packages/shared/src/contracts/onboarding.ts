import { z } from 'zod';
import { contract } from './contract.js';
import type { OnboardingStep } from '../domain/player-profile.js';
import {
  experienceDetailsSchema,
  integrationsDetailsSchema,
  personalDetailsSchema,
  physicalDetailsSchema,
  preferencesDetailsSchema,
  skillsDetailsSchema,
} from './profile.js';
import {
  experienceDataSchema,
  integrationsDataSchema,
  personalDataSchema,
  physicalDataSchema,
  preferencesDataSchema,
  skillsDataSchema,
} from './profile-data.js';

/**
 * The payload of `POST /users/me/onboarding/step{n}`, per step: 1 personal data, 2 physical
 * parameters, 3 football experience, 4 skills, 5 game preferences, 6 integrations.
 */
export const ONBOARDING_STEP_SCHEMAS = {
  1: personalDetailsSchema,
  2: physicalDetailsSchema,
  3: experienceDetailsSchema,
  4: skillsDetailsSchema,
  5: preferencesDetailsSchema,
  6: integrationsDetailsSchema,
} as const satisfies Record<OnboardingStep, z.ZodType>;

/** Steps 4 to 6 may be skipped; the first three are mandatory. */
export const SKIPPABLE_ONBOARDING_STEPS: readonly OnboardingStep[] = [4, 5, 6];

const onboardingStepSchema = z
  .number()
  .int()
  .min(1)
  .max(6)
  .transform((step) => step as OnboardingStep);

/** `{step}` in `/users/me/onboarding/skip/{step}`: a number from 1 to 6, else 400. */
export const onboardingStepParamsSchema = z.object({
  step: z.coerce
    .number({ error: 'step_invalid' })
    .int('step_invalid')
    .min(1, 'step_invalid')
    .max(6, 'step_invalid')
    .transform((step) => step as OnboardingStep),
});

/** What was saved per step, so the flow resumes where it stopped on any device; null until saved. */
export const onboardingDataSchema = z.object({
  step1: personalDataSchema.nullable(),
  step2: physicalDataSchema.nullable(),
  step3: experienceDataSchema.nullable(),
  step4: skillsDataSchema.nullable(),
  step5: preferencesDataSchema.nullable(),
  step6: integrationsDataSchema.nullable(),
});
export type OnboardingData = z.infer<typeof onboardingDataSchema>;

/** `GET /users/me/onboarding`, and the answer of every step, skip and complete call. */
export const onboardingStatusSchema = contract('OnboardingStatus', {
  current_step: z
    .number()
    .int()
    .min(1)
    .max(6)
    .describe('Where to resume: the first step after the last one saved that is neither done nor skipped'),
  completed_steps: z.array(z.number().int().min(1).max(6)),
  skipped_steps: z.array(z.number().int().min(1).max(6)),
  is_completed: z.boolean().describe('Registration finished: `needs_onboarding` is false'),
  can_complete: z.boolean().describe('Steps 1-3 are done and step 6 is done (with consent) or skipped'),
  data: onboardingDataSchema,
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/** A step number from a route or a query (`'4'`, or `'final'` for step 6), or null: the web's step router. */
export function parseOnboardingStep(value: unknown): OnboardingStep | null {
  if (value === 'final') return 6;
  const result = onboardingStepSchema.safeParse(typeof value === 'string' ? Number(value) : value);
  return result.success ? result.data : null;
}

/** The validated payload of each step, as the API receives it. */
export type OnboardingStepPayloads = {
  [S in OnboardingStep]: z.output<(typeof ONBOARDING_STEP_SCHEMAS)[S]>;
};

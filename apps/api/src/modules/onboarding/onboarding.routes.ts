import type { OnboardingStep, OnboardingStepPayloads } from '@oyna/shared';
import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { completeOnboarding } from './complete-onboarding.js';
import { getOnboardingStatus } from './get-onboarding-status.js';
import { saveOnboardingStep } from './save-onboarding-step.js';
import { skipOnboardingStep } from './skip-onboarding-step.js';

const STEP_SUMMARIES: Record<OnboardingStep, string> = {
  1: 'Step 1: personal data (names, phone, language, birth date; the photo has its own upload)',
  2: 'Step 2: physical parameters; answers the BMI and its band',
  3: 'Step 3: football experience',
  4: 'Step 4: the ten skill self-ratings; answers the overall score and its level',
  5: 'Step 5: game preferences (positions, jersey number, days and times)',
  6: 'Step 6: integrations and the data-processing consent (required to save this step)',
};

/** The six-step onboarding of the signed-in user (docs/product-rules.md#onboarding-and-profile): status, steps, skip, complete. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(app, { tags: ['onboarding'] });

  // A player's profile shows in their cached dashboard.
  invalidateOnWrite(app, (request) => (request.user ? [`user:${request.user.id}`] : []));

  signedIn.get('/users/me/onboarding', {
    summary: 'Where your onboarding stands and what each step saved so far',
    response: ok(contracts.onboardingStatusSchema, 401),
    handler: async ({ user }) => getOnboardingStatus(app.db, { userId: user.id }),
  });

  function stepRoute<S extends OnboardingStep>(step: S) {
    signedIn.post(`/users/me/onboarding/step${step}`, {
      summary: STEP_SUMMARIES[step],
      body: contracts.ONBOARDING_STEP_SCHEMAS[step],
      response: ok(contracts.onboardingStatusSchema, 400, 401),
      handler: async ({ user, body }) =>
        saveOnboardingStep(app.db, {
          userId: user.id,
          step,
          // Validated by contracts.ONBOARDING_STEP_SCHEMAS[step] above; TypeScript cannot follow a generic step there.
          payload: body as OnboardingStepPayloads[S],
        }),
    });
  }
  for (const step of contracts.ONBOARDING_STEPS) stepRoute(step);

  signedIn.post('/users/me/onboarding/skip/:step', {
    summary: 'Skip one of the optional steps 4 to 6',
    description: 'Steps 1 to 3 are mandatory: 422 `onboarding_step_mandatory`. Not a step from 1 to 6: 400.',
    params: contracts.onboardingStepParamsSchema,
    response: ok(contracts.onboardingStatusSchema, 400, 401, 422),
    handler: async ({ user, params }) => skipOnboardingStep(app.db, { userId: user.id, step: params.step }),
  });

  signedIn.post('/users/me/onboarding/complete', {
    summary: 'Finish registration: needs steps 1-3, and step 6 done (with consent) or skipped',
    description: 'Otherwise 422 `onboarding_incomplete`, naming each missing step in `fields`. Idempotent.',
    response: ok(contracts.onboardingStatusSchema, 401, 422),
    handler: async ({ user, language }) => completeOnboarding(app.db, { userId: user.id, language }),
  });
};

import {
  ONBOARDING_STEPS,
  ONBOARDING_STEP_SCHEMAS,
  type OnboardingStep,
  type OnboardingStepPayloads,
  onboardingStatusSchema,
  onboardingStepParamsSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { authenticatedUser } from '../../lib/auth-user.js';
import { signedIn } from '../../lib/signed-in-route.js';
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
  const signedInRoute = signedIn(app, { tags: ['onboarding'] });

  // A player's profile shows in their cached dashboard.
  invalidateOnWrite(app, (request) => (request.user ? [`user:${request.user.id}`] : []));

  app.get(
    '/users/me/onboarding',
    signedInRoute({
      summary: 'Where your onboarding stands and what each step saved so far',
      response: { 200: onboardingStatusSchema, ...errorResponsesFor(401) },
    }),
    async (request) => getOnboardingStatus(app.db, { userId: authenticatedUser(request).id }),
  );

  function stepRoute<S extends OnboardingStep>(step: S) {
    app.post(
      `/users/me/onboarding/step${step}`,
      signedInRoute({
        summary: STEP_SUMMARIES[step],
        body: ONBOARDING_STEP_SCHEMAS[step],
        response: { 200: onboardingStatusSchema, ...errorResponsesFor(400, 401) },
      }),
      async (request) =>
        saveOnboardingStep(app.db, {
          userId: authenticatedUser(request).id,
          step,
          // Validated by ONBOARDING_STEP_SCHEMAS[step] above; TypeScript cannot follow a generic step there.
          payload: request.body as OnboardingStepPayloads[S],
        }),
    );
  }
  for (const step of ONBOARDING_STEPS) stepRoute(step);

  app.post(
    '/users/me/onboarding/skip/:step',
    signedInRoute({
      summary: 'Skip one of the optional steps 4 to 6',
      description:
        'Steps 1 to 3 are mandatory: 422 `onboarding_step_mandatory`. Not a step from 1 to 6: 400.',
      params: onboardingStepParamsSchema,
      response: {
        200: onboardingStatusSchema,
        ...errorResponsesFor(400, 401, 422),
      },
    }),
    async (request) =>
      skipOnboardingStep(app.db, { userId: authenticatedUser(request).id, step: request.params.step }),
  );

  app.post(
    '/users/me/onboarding/complete',
    signedInRoute({
      summary: 'Finish registration: needs steps 1-3, and step 6 done (with consent) or skipped',
      description: 'Otherwise 422 `onboarding_incomplete`, naming each missing step in `fields`. Idempotent.',
      response: { 200: onboardingStatusSchema, ...errorResponsesFor(401, 422) },
    }),
    async (request) =>
      completeOnboarding(app.db, { userId: authenticatedUser(request).id, language: request.language }),
  );
};

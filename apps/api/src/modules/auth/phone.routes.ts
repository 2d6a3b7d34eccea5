import {
  authResponseSchema,
  myPhoneSchema,
  phoneCodeRequestSchema,
  phoneCodeSentSchema,
  phoneVerifyRequestSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { authenticatedUser } from '../../lib/auth-user.js';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { openRoute, signedIn } from '../../lib/signed-in-route.js';
import { AppError } from '../../errors/app-error.js';
import { confirmMyPhone, getMyPhone } from './confirm-my-phone.js';
import { createPhoneCodeLimits } from './phone-code-limits.js';
import { phoneCodeSmsFromConfig } from './phone-code-sms.js';
import { issuePhoneCode } from './phone-codes.js';
import { PhoneLimitError } from './phone-limit-error.js';
import { sessionContext } from './session-context.js';
import { signInWithPhone } from './sign-in-with-phone.js';

const LIMITS_TEXT =
  'One code a number a minute, a few an hour and a day, a limited number per client address and in all ' +
  '(429 with Retry-After and its own code). 503 `provider_not_configured` when SMS is not set up.';

/** Sign-in with a phone number and an SMS code, and a signed-in player confirming their number (decision 82). */
export const phoneRoutes: FastifyPluginAsyncZod<{ counter: AttemptCounter }> = async (app, { counter }) => {
  const publicRoute = openRoute({ tags: ['auth'] });
  const signedInRoute = signedIn(app, { tags: ['auth'] });
  const limits = createPhoneCodeLimits(counter);
  const sms = phoneCodeSmsFromConfig(app.config);
  const caps = {
    perNumberDaily: app.config.PHONE_CODES_PER_NUMBER_DAILY,
    daily: app.config.PHONE_CODES_DAILY,
  };
  // Without SMS the routes answer 503 before anything else is looked at, even a bad body.
  const whenSmsEnabled = async () => {
    if (sms.delivery === 'off') throw new AppError('provider_not_configured', 503);
  };

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof PhoneLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  invalidateOnWrite(app, (request) => (request.user ? [`user:${request.user.id}`] : []));

  app.post(
    '/auth/phone/code',
    {
      onRequest: whenSmsEnabled,
      ...publicRoute({
        summary: 'Send a sign-in code by SMS to an Azerbaijani mobile number',
        description: `The same answer whether or not the number has an account. ${LIMITS_TEXT}`,
        body: phoneCodeRequestSchema,
        response: { 200: phoneCodeSentSchema, ...errorResponsesFor(400, 429, 503) },
      }),
    },
    async (request) =>
      issuePhoneCode(app.db, {
        phone: request.body.phone,
        purpose: 'sign_in',
        userId: null,
        language: request.language,
        ip: request.ip,
        sms,
        limits,
        caps,
      }),
  );

  app.post(
    '/auth/phone/verify',
    {
      onRequest: whenSmsEnabled,
      ...publicRoute({
        summary: 'Sign in (or up) with the SMS code: the account whose confirmed number it is, or a new one',
        description:
          'A number only typed in a profile signs nobody in. A new account answers `needs_onboarding: true`. ' +
          'Only the newest code works, once, within its lifetime and a few tries (then 429).',
        body: phoneVerifyRequestSchema,
        response: { 200: authResponseSchema, ...errorResponsesFor(400, 403, 422, 429, 503) },
      }),
    },
    async (request) =>
      signInWithPhone(app.db, {
        phone: request.body.phone,
        code: request.body.code,
        language: request.language,
        limits,
        context: sessionContext(request, app.accessTokens),
      }),
  );

  app.get(
    '/users/me/phone',
    signedInRoute({
      summary: 'My phone number and whether an SMS code confirmed it',
      response: { 200: myPhoneSchema, ...errorResponsesFor(401) },
    }),
    async (request) => getMyPhone(app.db, authenticatedUser(request).id),
  );

  app.post(
    '/users/me/phone/code',
    {
      onRequest: whenSmsEnabled,
      ...signedInRoute({
        summary: 'Send a code by SMS to confirm a number as mine',
        description: LIMITS_TEXT,
        body: phoneCodeRequestSchema,
        response: { 200: phoneCodeSentSchema, ...errorResponsesFor(400, 401, 429, 503) },
      }),
    },
    async (request) =>
      issuePhoneCode(app.db, {
        phone: request.body.phone,
        purpose: 'confirm_phone',
        userId: authenticatedUser(request).id,
        language: request.language,
        ip: request.ip,
        sms,
        limits,
        caps,
      }),
  );

  app.post(
    '/users/me/phone/verify',
    {
      onRequest: whenSmsEnabled,
      ...signedInRoute({
        summary: 'Confirm the number with its SMS code: it becomes my profile number, confirmed',
        description: '409 `phone_taken` when the number is confirmed on another account.',
        body: phoneVerifyRequestSchema,
        response: { 200: myPhoneSchema, ...errorResponsesFor(400, 401, 409, 422, 429, 503) },
      }),
    },
    async (request) =>
      confirmMyPhone(app.db, {
        userId: authenticatedUser(request).id,
        phone: request.body.phone,
        code: request.body.code,
        limits,
      }),
  );
};

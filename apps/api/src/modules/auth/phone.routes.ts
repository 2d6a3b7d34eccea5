import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
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
  const anyone = openRoutes(app, { tags: ['auth'] });
  const signedIn = signedInRoutes(app, { tags: ['auth'] });
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

  anyone.post('/auth/phone/code', {
    summary: 'Send a sign-in code by SMS to an Azerbaijani mobile number',
    description: `The same answer whether or not the number has an account. ${LIMITS_TEXT}`,
    body: contracts.phoneCodeRequestSchema,
    response: ok(contracts.phoneCodeSentSchema, 400, 429, 503),
    onRequest: whenSmsEnabled,
    handler: async ({ body, language, ip }) =>
      issuePhoneCode(app.db, {
        phone: body.phone,
        purpose: 'sign_in',
        userId: null,
        language,
        ip,
        sms,
        limits,
        caps,
      }),
  });

  anyone.post('/auth/phone/verify', {
    summary: 'Sign in (or up) with the SMS code: the account whose confirmed number it is, or a new one',
    description:
      'A number only typed in a profile signs nobody in. A new account answers `needs_onboarding: true`. ' +
      'Only the newest code works, once, within its lifetime and a few tries (then 429).',
    body: contracts.phoneVerifyRequestSchema,
    response: ok(contracts.authResponseSchema, 400, 403, 422, 429, 503),
    onRequest: whenSmsEnabled,
    handler: async (request) =>
      signInWithPhone(app.db, {
        phone: request.body.phone,
        code: request.body.code,
        language: request.language,
        limits,
        context: sessionContext(request, app.accessTokens),
      }),
  });

  signedIn.get('/users/me/phone', {
    summary: 'My phone number and whether an SMS code confirmed it',
    response: ok(contracts.myPhoneSchema, 401),
    handler: async ({ user }) => getMyPhone(app.db, user.id),
  });

  signedIn.post('/users/me/phone/code', {
    summary: 'Send a code by SMS to confirm a number as mine',
    description: LIMITS_TEXT,
    body: contracts.phoneCodeRequestSchema,
    response: ok(contracts.phoneCodeSentSchema, 400, 401, 429, 503),
    onRequest: whenSmsEnabled,
    handler: async ({ body, user, language, ip }) =>
      issuePhoneCode(app.db, {
        phone: body.phone,
        purpose: 'confirm_phone',
        userId: user.id,
        language,
        ip,
        sms,
        limits,
        caps,
      }),
  });

  signedIn.post('/users/me/phone/verify', {
    summary: 'Confirm the number with its SMS code: it becomes my profile number, confirmed',
    description: '409 `phone_taken` when the number is confirmed on another account.',
    body: contracts.phoneVerifyRequestSchema,
    response: ok(contracts.myPhoneSchema, 400, 401, 409, 422, 429, 503),
    onRequest: whenSmsEnabled,
    handler: async ({ user, body }) =>
      confirmMyPhone(app.db, {
        userId: user.id,
        phone: body.phone,
        code: body.code,
        limits,
      }),
  });
};

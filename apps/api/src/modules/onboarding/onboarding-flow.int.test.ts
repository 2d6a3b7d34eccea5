import { ERROR_CATALOGUE, FIELD_MESSAGES, type OnboardingStatus, type User } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { bearer, registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { onboardingClient, validSteps } from './testing/onboarding-fixtures.js';

const M = FIELD_MESSAGES;

describe.each(testDrivers())('the onboarding flow on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  async function newPlayer(language = 'az') {
    const account = await registerThroughApi(test.app);
    return { account, player: onboardingClient(test.app, account.tokens.access_token, language) };
  }

  async function me(accessToken: string): Promise<User> {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(accessToken),
    });
    return response.json<User>();
  }

  it('starts a new player at step 1 with nothing saved', async () => {
    const { player } = await newPlayer();
    const response = await player.status();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      current_step: 1,
      completed_steps: [],
      skipped_steps: [],
      is_completed: false,
      can_complete: false,
      data: { step1: null, step2: null, step3: null, step4: null, step5: null, step6: null },
    });
  });

  it('resumes where it stopped, on another device, with what was saved', async () => {
    const { account, player } = await newPlayer();
    await player.step(1, validSteps[1]);
    await player.step(2, validSteps[2]);

    // Another device: a separate sign-in, a separate session.
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/json',
      payload: { email: account.email, password: account.password },
    });
    const otherDevice = onboardingClient(test.app, login.json().access_token);
    const status = (await otherDevice.status()).json<OnboardingStatus>();
    expect(status).toMatchObject({
      current_step: 3,
      completed_steps: [1, 2],
      skipped_steps: [],
      is_completed: false,
      data: {
        step1: { first_name: 'Elvin', phone: '+994501234567', birth_date: '1996-04-18' },
        step2: { height_cm: 181, weight_kg: 76.5, bmi: 23.4, bmi_band: 'normal' },
        step3: null,
        step4: null,
        step5: null,
        step6: null,
      },
    });
  });

  it('lets an earlier step be saved again without losing the progress after it', async () => {
    const { player } = await newPlayer();
    for (const step of [1, 2, 3] as const) await player.step(step, validSteps[step]);
    const again = await player.step(1, { ...validSteps[1], first_name: 'Rəşad' });
    expect(again.json<OnboardingStatus>()).toMatchObject({
      current_step: 4,
      completed_steps: [1, 2, 3],
      data: { step1: { first_name: 'Rəşad' } },
    });
  });

  it('keeps every step when six are saved at once from several devices', async () => {
    const { player } = await newPlayer();
    const responses = await Promise.all(
      ([1, 2, 3, 4, 5, 6] as const).map((step) => player.step(step, validSteps[step])),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const status = (await player.status()).json<OnboardingStatus>();
    expect(status).toMatchObject({
      completed_steps: [1, 2, 3, 4, 5, 6],
      current_step: 6,
      can_complete: true,
    });
  });

  describe('skipping', () => {
    it.each([
      [1, 'en'],
      [2, 'az'],
      [3, 'ru'],
    ] as const)('refuses to skip step %i: "First 3 steps are mandatory" (%s)', async (step, language) => {
      const { player } = await newPlayer(language);
      const response = await player.skip(step);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'onboarding_step_mandatory',
        detail: ERROR_CATALOGUE.onboarding_step_mandatory[language],
      });
      expect((await player.status()).json<OnboardingStatus>().skipped_steps).toEqual([]);
    });

    it('skips steps 4 to 6 and moves on past them', async () => {
      const { player } = await newPlayer();
      for (const step of [1, 2, 3] as const) await player.step(step, validSteps[step]);
      const four = await player.skip(4);
      expect(four.statusCode).toBe(200);
      expect(four.json<OnboardingStatus>()).toMatchObject({ current_step: 5, skipped_steps: [4] });
      await player.skip(5);
      const six = await player.skip(6);
      expect(six.json<OnboardingStatus>()).toMatchObject({
        current_step: 6,
        completed_steps: [1, 2, 3],
        skipped_steps: [4, 5, 6],
        can_complete: true,
        is_completed: false,
      });
    });

    it.each(['7', '0', 'four', '4.5'])('answers 400 for the step %s', async (step) => {
      const { player } = await newPlayer('en');
      const response = await player.skip(step);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { step: M.step_invalid.en },
      });
    });

    it('turns a skipped step into a done one when it is saved later', async () => {
      const { player } = await newPlayer();
      await player.skip(5);
      const saved = await player.step(5, validSteps[5]);
      expect(saved.json<OnboardingStatus>()).toMatchObject({ completed_steps: [5], skipped_steps: [] });
      const skippedAgain = await player.skip(5);
      expect(skippedAgain.json<OnboardingStatus>()).toMatchObject({
        completed_steps: [5],
        skipped_steps: [],
        data: { step5: { primary_position: 'striker' } },
      });
    });
  });

  describe('completing', () => {
    it('refuses too early, naming every missing step, in Russian', async () => {
      const { account, player } = await newPlayer('ru');
      const response = await player.complete();
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'onboarding_incomplete',
        detail: ERROR_CATALOGUE.onboarding_incomplete.ru,
        fields: {
          step1: M.step_not_finished.ru,
          step2: M.step_not_finished.ru,
          step3: M.step_not_finished.ru,
          step6: M.consent_or_skip.ru,
        },
      });
      expect((await me(account.tokens.access_token)).needs_onboarding).toBe(true);
    });

    it('refuses after steps 1-3 while step 6 is neither done nor skipped', async () => {
      const { player } = await newPlayer('en');
      for (const step of [1, 2, 3] as const) await player.step(step, validSteps[step]);
      const response = await player.complete();
      expect(response.statusCode).toBe(422);
      expect(response.json().fields).toEqual({ step6: M.consent_or_skip.en });
    });

    it('completes after steps 1-3 and skipping 6; needs_onboarding is false from then on', async () => {
      const { account, player } = await newPlayer();
      for (const step of [1, 2, 3] as const) await player.step(step, validSteps[step]);
      await player.skip(6);
      const response = await player.complete();
      expect(response.statusCode).toBe(200);
      expect(response.json<OnboardingStatus>()).toMatchObject({ is_completed: true, skipped_steps: [6] });
      expect((await me(account.tokens.access_token)).needs_onboarding).toBe(false);

      const login = await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/json',
        payload: { email: account.email, password: account.password },
      });
      expect((await me(login.json().access_token)).needs_onboarding).toBe(false);
    });

    it('completes after all six steps, and completing again changes nothing', async () => {
      const { account, player } = await newPlayer();
      for (const step of [1, 2, 3, 4, 5, 6] as const) await player.step(step, validSteps[step]);
      expect((await player.complete()).statusCode).toBe(200);
      const [first] = await test.database.db
        .select({ at: users.onboardingCompletedAt, consent: users.dataProcessingConsentAt })
        .from(users)
        .where(eq(users.id, account.user.id));
      expect(first?.at).toBeInstanceOf(Date);
      expect(first?.consent).toBeInstanceOf(Date);

      const again = await player.complete();
      expect(again.statusCode).toBe(200);
      expect(again.json<OnboardingStatus>().is_completed).toBe(true);
      const [second] = await test.database.db
        .select({ at: users.onboardingCompletedAt })
        .from(users)
        .where(eq(users.id, account.user.id));
      expect(second?.at).toEqual(first?.at);
      expect((await me(account.tokens.access_token)).needs_onboarding).toBe(false);
    });
  });

  describe('authorization', () => {
    it('answers 401 without a token on every onboarding call', async () => {
      const anonymous = onboardingClient(test.app, undefined);
      const calls = [
        anonymous.status(),
        ...([1, 2, 3, 4, 5, 6] as const).map((step) => anonymous.step(step, validSteps[step])),
        anonymous.skip(4),
        anonymous.complete(),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('unauthorized');
      }
    });

    it('acts only on the caller: what A saves, skips and completes never touches B', async () => {
      const a = await newPlayer();
      const b = await newPlayer();
      await b.player.step(1, { ...validSteps[1], first_name: 'Babək', phone: '055 765 43 21' });
      const before = (await b.player.status()).json<OnboardingStatus>();

      for (const step of [1, 2, 3, 4, 5, 6] as const) await a.player.step(step, validSteps[step]);
      await a.player.complete();

      const after = (await b.player.status()).json<OnboardingStatus>();
      expect(after).toEqual(before);
      expect(after.data.step1).toMatchObject({ first_name: 'Babək', phone: '+994557654321' });
      expect((await me(b.account.tokens.access_token)).needs_onboarding).toBe(true);
      expect((await me(a.account.tokens.access_token)).needs_onboarding).toBe(false);
    });
  });
});

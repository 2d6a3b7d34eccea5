import { FIELD_MESSAGES, SKILL_KEYS, type UserProfile } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerThroughApi } from '../auth/testing/auth-fixtures.js';
import {
  birthDateTurningToday,
  onboardingClient,
  validSteps,
} from '../onboarding/testing/onboarding-fixtures.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';

const M = FIELD_MESSAGES;

describe.each(testDrivers())('the own profile on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const headers = (accessToken: string | undefined, language: string) => ({
    ...(accessToken && bearer(accessToken)),
    'accept-language': language,
  });
  const patch = (accessToken: string | undefined, payload: object, language = 'az') =>
    test.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/profile',
      payload,
      headers: headers(accessToken, language),
    });
  const patchSkills = (accessToken: string | undefined, payload: object, language = 'az') =>
    test.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/skills',
      payload,
      headers: headers(accessToken, language),
    });
  const getMe = (accessToken: string | undefined) =>
    test.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: headers(accessToken, 'az') });

  /** A user who went through all six steps. */
  async function onboardedPlayer() {
    const account = await registerThroughApi(test.app);
    const steps = onboardingClient(test.app, account.tokens.access_token);
    for (const step of [1, 2, 3, 4, 5, 6] as const) await steps.step(step, validSteps[step]);
    return account;
  }

  describe('GET /users/me', () => {
    it('answers every profile field with the derived ones: age, BMI, overall and level', async () => {
      const account = await onboardedPlayer();
      const response = await getMe(account.tokens.access_token);
      expect(response.statusCode).toBe(200);
      const profile = response.json<UserProfile>();
      expect(profile).toMatchObject({
        id: account.user.id,
        email: account.email,
        first_name: 'Elvin',
        middle_name: 'Elçin oğlu',
        full_name: 'Elvin Məmmədov',
        phone: '+994501234567',
        birth_date: '1996-04-18',
        height_cm: 181,
        weight_kg: 76.5,
        bmi: 23.4,
        bmi_band: 'normal',
        level: 'experienced',
        games_played: 240,
        skill_overall: 67,
        skill_level: 'advanced',
        primary_position: 'striker',
        secondary_positions: ['attackingMid', 'leftWing'],
        jersey_number: 9,
        telegram_username: 'elvin_m9',
        notification_channels: ['push', 'telegram'],
        data_processing_consent: true,
        needs_onboarding: true,
      });
      expect(profile.age).toBeGreaterThanOrEqual(29);
      expect(profile.skills).toEqual(validSteps[4].skills);
      expect(Date.parse(profile.data_processing_consent_at ?? '')).not.toBeNaN();
    });

    it('answers nulls for a new account', async () => {
      const account = await registerThroughApi(test.app);
      expect((await getMe(account.tokens.access_token)).json()).toMatchObject({
        phone: null,
        birth_date: null,
        age: null,
        bmi: null,
        skills: null,
        skill_overall: null,
        secondary_positions: [],
        fitness_connection: 'not_connected',
        data_processing_consent: false,
        data_processing_consent_at: null,
      });
    });
  });

  describe('PATCH /users/me/profile', () => {
    it('saves the interface language and answers the profile', async () => {
      const account = await registerThroughApi(test.app, { language: 'az' });
      const response = await patch(account.tokens.access_token, { language: 'ru' });
      expect(response.statusCode).toBe(200);
      expect(response.json<UserProfile>()).toMatchObject({ ...account.user, language: 'ru' });
      const me = await test.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: bearer(account.tokens.access_token),
      });
      expect(me.json().language).toBe('ru');
    });

    it('changes only the fields sent, trimming names', async () => {
      const account = await onboardedPlayer();
      const response = await patch(account.tokens.access_token, {
        first_name: '  Rəşad ',
        jersey_number: 10,
      });
      expect(response.json()).toMatchObject({
        first_name: 'Rəşad',
        last_name: 'Məmmədov',
        full_name: 'Rəşad Məmmədov',
        jersey_number: 10,
        phone: '+994501234567',
        height_cm: 181,
      });
      const nothing = await patch(account.tokens.access_token, {});
      expect(nothing.statusCode).toBe(200);
      expect(nothing.json().first_name).toBe('Rəşad');
    });

    it('changes every section, normalising the phone and rounding the weight', async () => {
      const account = await registerThroughApi(test.app);
      const response = await patch(account.tokens.access_token, {
        phone: '+994 55 765 43 21',
        birth_date: '2000-01-31',
        weight_kg: 80.04,
        height_cm: 190,
        level: 'veteran',
        primary_position: 'goalkeeper',
        preferred_times: ['morning'],
        telegram_username: 'babek_gk',
        fitness_connection: 'connected',
        data_processing_consent: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        phone: '+994557654321',
        birth_date: '2000-01-31',
        weight_kg: 80,
        bmi: 22.2,
        level: 'veteran',
        primary_position: 'goalkeeper',
        preferred_times: ['morning'],
        telegram_username: 'babek_gk',
        fitness_connection: 'not_connected', // only a real Strava connection sets it
        data_processing_consent: true,
      });
    });

    it.each([
      ['beginner', 'rookie'],
      ['amateur', 'developing'],
      ['semiPro', 'experienced'],
      ['professional', 'veteran'],
    ])('takes the second set of level names: %s is saved as %s', async (sent, saved) => {
      const account = await onboardedPlayer();
      const response = await patch(account.tokens.access_token, { level: sent });
      expect(response.statusCode).toBe(200);
      expect(response.json().level).toBe(saved);
    });

    it('clears an optional field with null, and refuses null for a required one', async () => {
      const account = await onboardedPlayer();
      const cleared = await patch(account.tokens.access_token, {
        jersey_number: null,
        middle_name: null,
        telegram_username: null,
      });
      expect(cleared.json()).toMatchObject({
        jersey_number: null,
        middle_name: null,
        telegram_username: null,
      });
      const required = await patch(account.tokens.access_token, { phone: null, height_cm: null }, 'ru');
      expect(required.statusCode).toBe(400);
      expect(required.json().fields).toEqual({ phone: M.fill_required.ru, height_cm: M.fill_required.ru });
    });

    it('applies the rules of the onboarding steps, with their messages', async () => {
      const account = await onboardedPlayer();
      const response = await patch(
        account.tokens.access_token,
        {
          birth_date: birthDateTurningToday(61),
          phone: '+7 900 123 45 67',
          jersey_number: 100,
          telegram_username: '@elvin',
          secondary_positions: ['leftWing', 'rightWing', 'centralMid', 'leftMid'],
          shoe_size: 60,
          last_name: '',
        },
        'en',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        birth_date: M.age_range.en,
        phone: M.phone_invalid.en,
        jersey_number: M.jersey_range.en,
        telegram_username: M.telegram_username_invalid.en,
        secondary_positions: M.secondary_positions_max.en,
        shoe_size: M.shoe_size_range.en,
        last_name: M.fill_required.en,
      });
      expect((await getMe(account.tokens.access_token)).json()).toMatchObject({
        phone: '+994501234567',
        jersey_number: 9,
        last_name: 'Məmmədov',
      });
    });

    it('refuses secondary positions that include the primary, also the one already saved', async () => {
      const account = await onboardedPlayer();
      const both = await patch(
        account.tokens.access_token,
        { primary_position: 'leftWing', secondary_positions: ['leftWing'] },
        'az',
      );
      expect(both.json().fields).toEqual({ secondary_positions: M.secondary_includes_primary.az });
      // The saved primary position is striker.
      const saved = await patch(account.tokens.access_token, { secondary_positions: ['striker'] }, 'ru');
      expect(saved.statusCode).toBe(400);
      expect(saved.json().fields).toEqual({ secondary_positions: M.secondary_includes_primary.ru });
      // Moving the primary onto a saved secondary position is refused too.
      const moved = await patch(account.tokens.access_token, { primary_position: 'leftWing' }, 'en');
      expect(moved.json().fields).toEqual({ secondary_positions: M.secondary_includes_primary.en });
      const swapped = await patch(account.tokens.access_token, {
        primary_position: 'leftWing',
        secondary_positions: ['striker'],
      });
      expect(swapped.json()).toMatchObject({
        primary_position: 'leftWing',
        secondary_positions: ['striker'],
      });
    });

    it('refuses an unknown language, an empty name and fields it does not know, naming them', async () => {
      const account = await registerThroughApi(test.app);
      const badLanguage = await patch(account.tokens.access_token, { language: 'de', last_name: '' }, 'en');
      expect(badLanguage.statusCode).toBe(400);
      expect(badLanguage.json().fields).toEqual({
        language: M.invalid_value.en,
        last_name: M.fill_required.en,
      });
      const unknown = await patch(account.tokens.access_token, { role: 'admin' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('validation_failed');
      const onboardingState = await patch(account.tokens.access_token, {
        onboarding_completed_at: '2026-01-01',
      });
      expect(onboardingState.statusCode).toBe(400);

      const me = await test.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: bearer(account.tokens.access_token),
      });
      expect(me.json()).toEqual(account.user);
    });
  });

  describe('PATCH /users/me/skills', () => {
    it('changes some ratings and recomputes the overall score and level', async () => {
      const account = await onboardedPlayer();
      const response = await patchSkills(account.tokens.access_token, {
        skills: { speed: 10, endurance: 10, technique: 10, vision: 10, dribbling: 10 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        skills: {
          ...validSteps[4].skills,
          speed: 10,
          endurance: 10,
          technique: 10,
          vision: 10,
          dribbling: 10,
        },
        skill_overall: 83,
        skill_level: 'expert',
      });
    });

    it('needs all ten ratings the first time, and the same 1-10 rule as step 4', async () => {
      const account = await registerThroughApi(test.app);
      const partial = await patchSkills(account.tokens.access_token, { skills: { speed: 8 } }, 'en');
      expect(partial.statusCode).toBe(400);
      const fields = partial.json().fields as Record<string, string>;
      expect(Object.keys(fields).sort()).toEqual(
        SKILL_KEYS.filter((key) => key !== 'speed')
          .map((key) => `skills.${key}`)
          .sort(),
      );
      expect(new Set(Object.values(fields))).toEqual(new Set([M.fill_required.en]));

      const outOfRange = await patchSkills(
        account.tokens.access_token,
        { skills: { speed: 11, vision: 0 } },
        'ru',
      );
      expect(outOfRange.json().fields).toEqual({
        'skills.speed': M.skill_range.ru,
        'skills.vision': M.skill_range.ru,
      });
      const unknown = await patchSkills(account.tokens.access_token, { skills: { luck: 5 } }, 'en');
      expect(unknown.statusCode).toBe(400);

      const all = await patchSkills(account.tokens.access_token, validSteps[4]);
      expect(all.json()).toMatchObject({ skill_overall: 67, skill_level: 'advanced' });
    });
  });

  describe('authorization', () => {
    it('needs a signed-in user', async () => {
      expect((await getMe(undefined)).statusCode).toBe(401);
      expect((await patch(undefined, { language: 'en' })).statusCode).toBe(401);
      expect((await patchSkills(undefined, validSteps[4])).statusCode).toBe(401);
      const forged = await getMe('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
      expect(forged.statusCode).toBe(401);
    });

    it('changes the caller’s own profile and nobody else’s', async () => {
      const alice = await onboardedPlayer();
      const bob = await onboardedPlayer();
      const bobBefore = (await getMe(bob.tokens.access_token)).json<UserProfile>();

      await patch(alice.tokens.access_token, {
        first_name: 'Aygün',
        phone: '070 111 22 33',
        jersey_number: 1,
      });
      await patchSkills(alice.tokens.access_token, { skills: { speed: 1 } });
      const aliceAfter = (await getMe(alice.tokens.access_token)).json<UserProfile>();
      expect(aliceAfter).toMatchObject({ first_name: 'Aygün', phone: '+994701112233', jersey_number: 1 });

      expect((await getMe(bob.tokens.access_token)).json()).toEqual(bobBefore);
    });
  });
});

import { ERROR_CATALOGUE, FIELD_MESSAGES, type OnboardingStatus, ageOn, bakuDate } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import {
  birthDateTurningToday,
  birthDateTurningTomorrow,
  onboardingClient,
  validSteps,
  yearsBefore,
} from './testing/onboarding-fixtures.js';

const M = FIELD_MESSAGES;

describe.each(testDrivers())('onboarding steps on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  /** A new user's onboarding client in `language`. */
  async function newPlayer(language = 'az') {
    const account = await registerThroughApi(test.app);
    return onboardingClient(test.app, account.tokens.access_token, language);
  }

  describe('step 1: personal data', () => {
    it('saves the data, stores the phone as +994…, and moves on to step 2', async () => {
      const player = await newPlayer();
      const response = await player.step(1, validSteps[1]);
      expect(response.statusCode).toBe(200);
      const status = response.json<OnboardingStatus>();
      expect(status).toMatchObject({ current_step: 2, completed_steps: [1], skipped_steps: [] });
      expect(status.data.step1).toEqual({
        first_name: 'Elvin',
        last_name: 'Məmmədov',
        middle_name: 'Elçin oğlu',
        phone: '+994501234567',
        language: 'az',
        birth_date: '1996-04-18',
        age: ageOn('1996-04-18', bakuDate()),
        photo_url: null,
      });
    });

    it.each(['050 123 45 67', '+994 50 123 45 67', '994501234567', '(050) 123-45-67'])(
      'reads the phone %s as +994501234567',
      async (phone) => {
        const player = await newPlayer();
        const response = await player.step(1, { ...validSteps[1], phone });
        expect(response.json<OnboardingStatus>().data.step1?.phone).toBe('+994501234567');
      },
    );

    it.each(['+7 900 123 45 67', '12345', '+994 80 123 45 67', 'zəng edin'])(
      'refuses the phone %s, in Russian',
      async (phone) => {
        const player = await newPlayer('ru');
        const response = await player.step(1, { ...validSteps[1], phone });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'validation_failed',
          detail: ERROR_CATALOGUE.validation_failed.ru,
          fields: { phone: M.phone_invalid.ru },
        });
      },
    );

    it('accepts a player who is 12 today and one who is 60 until tomorrow (dates in Baku)', async () => {
      const player = await newPlayer();
      expect(
        (await player.step(1, { ...validSteps[1], birth_date: birthDateTurningToday(12) })).statusCode,
      ).toBe(200);
      expect(
        (await player.step(1, { ...validSteps[1], birth_date: birthDateTurningTomorrow(61) })).statusCode,
      ).toBe(200);
    });

    const tooYoungOrOld: [string, 'az' | 'ru' | 'en', () => string][] = [
      ['11, turning 12 tomorrow', 'en', () => birthDateTurningTomorrow(12)],
      ['61 today', 'az', () => birthDateTurningToday(61)],
      ['11, turning 12 tomorrow', 'ru', () => birthDateTurningTomorrow(12)],
      ['not born yet', 'en', () => '2099-01-01'],
    ];
    it.each(tooYoungOrOld)(
      'refuses a player %s with the age message in %s',
      async (_who, language, birthOf) => {
        const player = await newPlayer(language);
        const response = await player.step(1, { ...validSteps[1], birth_date: birthOf() });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ birth_date: M.age_range[language] });
      },
    );

    it('judges the age on the Baku date: at 00:30 in Baku a 12th birthday has begun, though not in UTC', async () => {
      const account = await registerThroughApi(test.app);
      const player = onboardingClient(test.app, account.tokens.access_token, 'en');
      // The latest 20:30 UTC that has passed: 00:30 of the next day in Baku (UTC+4).
      const now = new Date();
      const halfPastMidnightInBaku = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 20, 30),
      );
      if (halfPastMidnightInBaku > now)
        halfPastMidnightInBaku.setUTCDate(halfPastMidnightInBaku.getUTCDate() - 1);
      vi.useFakeTimers({ toFake: ['Date'], now: halfPastMidnightInBaku });
      try {
        const birthDate = birthDateTurningToday(12);
        const utcDate = new Date().toISOString().slice(0, 10);
        expect(utcDate).not.toBe(bakuDate());
        expect(ageOn(birthDate, utcDate)).toBe(11);
        const accepted = await player.step(1, { ...validSteps[1], birth_date: birthDate });
        expect(accepted.statusCode).toBe(200);
        expect(accepted.json<OnboardingStatus>().data.step1?.age).toBe(12);

        const refused = await player.step(1, { ...validSteps[1], birth_date: yearsBefore(utcDate, 61) });
        expect(refused.json().fields).toEqual({ birth_date: M.age_range.en });
      } finally {
        vi.useRealTimers();
      }
    });

    it('says "Please fill all required fields" for each missing field, in Azerbaijani and Russian', async () => {
      const az = await newPlayer('az');
      const empty = await az.step(1, { middle_name: 'Elçin oğlu' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({
        first_name: M.fill_required.az,
        last_name: M.fill_required.az,
        phone: M.fill_required.az,
        language: M.fill_required.az,
        birth_date: M.fill_required.az,
      });
      const ru = await newPlayer('ru');
      const blank = await ru.step(1, { ...validSteps[1], first_name: '   ', phone: null });
      expect(blank.json().fields).toEqual({ first_name: M.fill_required.ru, phone: M.fill_required.ru });
      expect(M.fill_required.en).toBe('Please fill all required fields.');
    });

    it('refuses an impossible date and a field it does not know', async () => {
      const player = await newPlayer('en');
      const response = await player.step(1, { ...validSteps[1], birth_date: '2010-02-30', email: 'x@y.az' });
      expect(response.json().fields).toEqual({
        birth_date: M.date_invalid.en,
        body: M.unrecognized_keys.en,
      });
    });

    it('changes nothing when refused', async () => {
      const player = await newPlayer();
      await player.step(1, { ...validSteps[1], jersey: 5 });
      const status = (await player.status()).json<OnboardingStatus>();
      expect(status).toMatchObject({ current_step: 1, completed_steps: [], data: { step1: null } });
    });
  });

  describe('step 2: physical parameters', () => {
    it('answers the BMI to one decimal and its band', async () => {
      const player = await newPlayer();
      await player.step(1, validSteps[1]);
      const response = await player.step(2, validSteps[2]);
      expect(response.statusCode).toBe(200);
      expect(response.json<OnboardingStatus>()).toMatchObject({
        current_step: 3,
        completed_steps: [1, 2],
        data: {
          step2: {
            height_cm: 181,
            weight_kg: 76.5,
            shirt_size: 'L',
            shoe_size: 43,
            bmi: 23.4,
            bmi_band: 'normal',
          },
        },
      });
    });

    it.each([
      [180, 58, 17.9, 'underweight'],
      [180, 81, 25, 'overweight'],
      [170, 87, 30.1, 'obese'],
    ] as const)('%i cm and %i kg is a BMI of %d: %s', async (height, weight, bmi, band) => {
      const player = await newPlayer();
      await player.step(1, validSteps[1]);
      const response = await player.step(2, { height_cm: height, weight_kg: weight });
      expect(response.json<OnboardingStatus>().data.step2).toMatchObject({
        bmi,
        bmi_band: band,
        shirt_size: null,
        shoe_size: null,
      });
    });

    it('gives no adult band to a player under 18', async () => {
      const player = await newPlayer();
      await player.step(1, { ...validSteps[1], birth_date: birthDateTurningToday(15) });
      const response = await player.step(2, { height_cm: 165, weight_kg: 45 });
      expect(response.json<OnboardingStatus>().data.step2).toMatchObject({ bmi: 16.5, bmi_band: null });
    });

    it('keeps the weight to one decimal', async () => {
      const player = await newPlayer();
      const response = await player.step(2, { height_cm: 181, weight_kg: 76.54 });
      expect(response.json<OnboardingStatus>().data.step2?.weight_kg).toBe(76.5);
    });

    it('refuses values outside the bounds, each with its message', async () => {
      const player = await newPlayer('en');
      const low = await player.step(2, {
        height_cm: 99,
        weight_kg: 24.9,
        shoe_size: 29.5,
        shirt_size: 'XXXXL',
      });
      expect(low.json().fields).toEqual({
        height_cm: M.height_range.en,
        weight_kg: M.weight_range.en,
        shoe_size: M.shoe_size_range.en,
        shirt_size: M.invalid_value.en,
      });
      const high = await player.step(2, { height_cm: 251, weight_kg: 251, shoe_size: 43.3 });
      expect(high.json().fields).toEqual({
        height_cm: M.height_range.en,
        weight_kg: M.weight_range.en,
        shoe_size: M.shoe_size_range.en,
      });
      const missing = await player.step(2, { shoe_size: 43 });
      expect(missing.json().fields).toEqual({ height_cm: M.fill_required.en, weight_kg: M.fill_required.en });
    });
  });

  describe('step 3: football experience', () => {
    it('saves the experience and moves on to step 4', async () => {
      const player = await newPlayer();
      const response = await player.step(3, validSteps[3]);
      expect(response.json<OnboardingStatus>()).toMatchObject({
        current_step: 4,
        data: { step3: validSteps[3] },
      });
    });

    it('refuses negative or unrealistic counts, an unknown level and text that is too long', async () => {
      const player = await newPlayer('ru');
      const response = await player.step(3, {
        ...validSteps[3],
        years_playing: 51,
        level: 'legend',
        games_played: -1,
        tournaments: 1.5,
        goals_scored: 10001,
        achievements: 'ə'.repeat(1001),
      });
      expect(response.json().fields).toEqual({
        years_playing: M.years_playing_range.ru,
        level: M.invalid_value.ru,
        games_played: M.games_played_range.ru,
        tournaments: M.tournaments_range.ru,
        goals_scored: M.goals_scored_range.ru,
        achievements: M.text_too_long.ru,
      });
    });

    it('needs the years, the level and the foot', async () => {
      const player = await newPlayer('en');
      const response = await player.step(3, { team_experience: 'Neftçi U-17' });
      expect(response.json().fields).toEqual({
        years_playing: M.fill_required.en,
        level: M.fill_required.en,
        preferred_foot: M.fill_required.en,
      });
    });
  });

  describe('step 4: skills', () => {
    it('answers the overall score out of 100 and its level', async () => {
      const player = await newPlayer();
      const response = await player.step(4, validSteps[4]);
      expect(response.json<OnboardingStatus>().data.step4).toEqual({
        skills: validSteps[4].skills,
        overall: 67,
        level: 'advanced',
      });
      const strong = await player.step(4, {
        skills: {
          ...validSteps[4].skills,
          speed: 10,
          vision: 10,
          dribbling: 10,
          technique: 10,
          shotPower: 10,
        },
      });
      expect(strong.json<OnboardingStatus>().data.step4).toMatchObject({ overall: 83, level: 'expert' });
    });

    it('refuses ratings outside 1-10, a missing rating and an unknown skill', async () => {
      const player = await newPlayer('az');
      const { vision: _vision, ...withoutVision } = validSteps[4].skills;
      const response = await player.step(4, {
        skills: { ...withoutVision, speed: 0, endurance: 11, technique: 7.5, charisma: 9 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        'skills.speed': M.skill_range.az,
        'skills.endurance': M.skill_range.az,
        'skills.technique': M.skill_range.az,
        'skills.vision': M.fill_required.az,
        skills: M.unrecognized_keys.az,
      });
    });
  });

  describe('step 5: game preferences', () => {
    it('saves the preferences and moves on to step 6', async () => {
      const player = await newPlayer();
      const response = await player.step(5, validSteps[5]);
      expect(response.json<OnboardingStatus>()).toMatchObject({
        current_step: 6,
        data: { step5: validSteps[5] },
      });
    });

    it.each([0, 100, 7.5])(
      'refuses the jersey number %d with "Number must be between 1-99"',
      async (jersey) => {
        const player = await newPlayer('en');
        const response = await player.step(5, { ...validSteps[5], jersey_number: jersey });
        expect(response.json().fields).toEqual({ jersey_number: 'Number must be between 1-99.' });
        const az = onboardingClient(test.app, undefined, 'az');
        expect(M.jersey_range.az).toBe('Nömrə 1-99 arasında olmalıdır.');
        expect(az).toBeDefined();
      },
    );

    it('refuses the jersey number 100 in Azerbaijani too', async () => {
      const player = await newPlayer('az');
      const response = await player.step(5, { ...validSteps[5], jersey_number: 100 });
      expect(response.json().fields).toEqual({ jersey_number: M.jersey_range.az });
    });

    it('refuses 4 secondary positions, a secondary equal to the primary, and duplicates', async () => {
      const player = await newPlayer('ru');
      const four = await player.step(5, {
        ...validSteps[5],
        secondary_positions: ['leftWing', 'rightWing', 'attackingMid', 'centralMid'],
      });
      expect(four.json().fields).toEqual({ secondary_positions: M.secondary_positions_max.ru });
      const primary = await player.step(5, {
        ...validSteps[5],
        secondary_positions: ['striker', 'leftWing'],
      });
      expect(primary.json().fields).toEqual({ secondary_positions: M.secondary_includes_primary.ru });
      const twice = await player.step(5, { ...validSteps[5], secondary_positions: ['leftWing', 'leftWing'] });
      expect(twice.json().fields).toEqual({ secondary_positions: M.duplicate_values.ru });
      const days = await player.step(5, { ...validSteps[5], available_days: ['monday', 'someday'] });
      expect(days.json().fields).toEqual({ 'available_days.1': M.invalid_value.ru });
    });

    it('needs the primary position; the rest may be left out', async () => {
      const player = await newPlayer('en');
      const missing = await player.step(5, { jersey_number: 9 });
      expect(missing.json().fields).toEqual({ primary_position: M.fill_required.en });
      const minimal = await player.step(5, { primary_position: 'goalkeeper' });
      expect(minimal.json<OnboardingStatus>().data.step5).toEqual({
        primary_position: 'goalkeeper',
        secondary_positions: [],
        jersey_number: null,
        available_days: [],
        preferred_times: [],
      });
    });
  });

  describe('step 6: integrations', () => {
    it('saves the integrations with consent', async () => {
      const player = await newPlayer();
      const response = await player.step(6, validSteps[6]);
      expect(response.statusCode).toBe(200);
      expect(response.json<OnboardingStatus>().data.step6).toEqual(validSteps[6]);
    });

    it.each(['@elvin_m9', 'elvin-m9', 'elvin m9', 'элвин_м9'])(
      'refuses the Telegram username %s with "Use only letters, numbers and _"',
      async (username) => {
        const en = await newPlayer('en');
        const response = await en.step(6, { ...validSteps[6], telegram_username: username });
        expect(response.json().fields).toEqual({ telegram_username: 'Use only letters, numbers and _.' });
        const az = await newPlayer('az');
        const inAz = await az.step(6, { ...validSteps[6], telegram_username: username });
        expect(inAz.json().fields).toEqual({ telegram_username: M.telegram_username_invalid.az });
      },
    );

    it('refuses a Telegram username shorter than 5 or longer than 32; empty means none', async () => {
      const player = await newPlayer('en');
      for (const username of ['elvi', 'e'.repeat(33)]) {
        const response = await player.step(6, { ...validSteps[6], telegram_username: username });
        expect(response.json().fields).toEqual({ telegram_username: M.telegram_username_length.en });
      }
      const none = await player.step(6, { ...validSteps[6], telegram_username: '' });
      expect(none.json<OnboardingStatus>().data.step6?.telegram_username).toBeNull();
    });

    it('refuses to save the step without the data-processing consent', async () => {
      const player = await newPlayer('ru');
      const refused = await player.step(6, { ...validSteps[6], data_processing_consent: false });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ data_processing_consent: M.consent_required.ru });
      const { data_processing_consent: _consent, ...withoutConsent } = validSteps[6];
      const missing = await player.step(6, withoutConsent);
      expect(missing.json().fields).toEqual({ data_processing_consent: M.consent_required.ru });
      const status = (await player.status()).json<OnboardingStatus>();
      expect(status.completed_steps).toEqual([]);
    });

    it('keeps the defaults for what is left out, and refuses unknown channels', async () => {
      const player = await newPlayer('en');
      const minimal = await player.step(6, { data_processing_consent: true });
      expect(minimal.json<OnboardingStatus>().data.step6).toEqual({
        telegram_username: null,
        fitness_connection: 'not_connected',
        notification_channels: ['push', 'email'],
        data_processing_consent: true,
      });
      const bad = await player.step(6, {
        ...validSteps[6],
        fitness_connection: 'paired',
        notification_channels: ['push', 'push'],
      });
      expect(bad.json().fields).toEqual({
        fitness_connection: M.invalid_value.en,
        notification_channels: M.duplicate_values.en,
      });
    });
  });

  it('has no step 0 or 7', async () => {
    const player = await newPlayer();
    expect((await player.step(0, {})).statusCode).toBe(404);
    expect((await player.step(7, {})).statusCode).toBe(404);
  });
});

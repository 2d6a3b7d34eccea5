import { type OnboardingStep, SKILL_KEYS, bakuDate } from '@oyna/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from '../../auth/testing/auth-fixtures.js';

/** `iso` moved by whole days ('YYYY-MM-DD' in, 'YYYY-MM-DD' out). */
export function addDays(iso: string, days: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The same day `years` earlier; 29 February becomes the 28th in a year without it. */
export function yearsBefore(iso: string, years: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(year - years, month - 1, day));
  // Past the end of the month (29 February): the last day of that month instead.
  const sameDay = date.getUTCDate() === day ? date : new Date(Date.UTC(year - years, month, 0));
  return sameDay.toISOString().slice(0, 10);
}

/** A birth date of someone exactly `age` today in Baku (their birthday is today). */
export const birthDateTurningToday = (age: number) => yearsBefore(bakuDate(), age);
/** A birth date of someone `age - 1` today in Baku, who turns `age` tomorrow. */
export const birthDateTurningTomorrow = (age: number) => addDays(yearsBefore(bakuDate(), age), 1);

/** A valid payload for each step; tests change only what they are about. */
export const validSteps = {
  1: {
    first_name: 'Elvin',
    last_name: 'Məmmədov',
    middle_name: 'Elçin oğlu',
    phone: '050 123 45 67',
    language: 'az',
    birth_date: '1996-04-18',
  },
  2: { height_cm: 181, weight_kg: 76.5, shirt_size: 'L', shoe_size: 43 },
  3: {
    years_playing: 14,
    level: 'experienced',
    preferred_foot: 'right',
    team_experience: 'Universitet komandası, 4 il',
    achievements: 'Həvəskar liqada ən yaxşı bombardir',
    games_played: 240,
    tournaments: 9,
    goals_scored: 168,
  },
  4: { skills: Object.fromEntries(SKILL_KEYS.map((key) => [key, 7])) },
  5: {
    primary_position: 'striker',
    secondary_positions: ['attackingMid', 'leftWing'],
    jersey_number: 9,
    available_days: ['tuesday', 'saturday'],
    preferred_times: ['evening'],
  },
  6: {
    telegram_username: 'elvin_m9',
    fitness_connection: 'not_connected',
    notification_channels: ['push', 'telegram'],
    data_processing_consent: true,
  },
} satisfies Record<OnboardingStep, object>;

/** Calls the onboarding API as the holder of `accessToken` (none: anonymous) in `language`. */
export function onboardingClient(app: FastifyInstance, accessToken: string | undefined, language = 'az') {
  const headers = { ...(accessToken && bearer(accessToken)), 'accept-language': language };
  const call = (method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app.inject({ method, url: `/api/v1/users/me/onboarding${url}`, headers, ...(payload && { payload }) });
  return {
    status: () => call('GET', ''),
    step: (step: OnboardingStep | number, payload: object) => call('POST', `/step${step}`, payload),
    skip: (step: number | string) => call('POST', `/skip/${step}`),
    complete: () => call('POST', '/complete'),
  };
}

import type { IncomingMessage } from 'node:http';
import {
  type FakeActivity,
  startFakeStrava,
} from '../../apps/api/src/modules/integrations/testing/fake-strava';
import { STRAVA_ATHLETE_COOKIE } from './env';

const DAY = 24 * 60 * 60 * 1000;

/**
 * What every e2e athlete did in the last four weeks (and one older run that must not count):
 * 15.8 km in 3 sessions, 2 h 30 min moving.
 */
export function e2eActivities(now = Date.now()): FakeActivity[] {
  const daysAgo = (days: number) => new Date(now - days * DAY).toISOString();
  return [
    { name: 'Futsal', distance: 4300, moving_time: 3600, start_date: daysAgo(2) },
    { name: 'Run', distance: 10000, moving_time: 3600, start_date: daysAgo(9) },
    { name: 'Rondo', distance: 1500, moving_time: 1800, start_date: daysAgo(20) },
    { name: 'Old run', distance: 21000, moving_time: 7200, start_date: daysAgo(40) },
  ];
}

function athleteFrom(request: IncomingMessage) {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === STRAVA_ATHLETE_COOKIE && value && /^\d+$/.test(value)) return { athleteId: Number(value) };
  }
  return undefined;
}

/**
 * The API tests' fake Strava, set up for the browser: on a fixed port (the web server's
 * STRAVA_BASE_URL names it), the athlete read from a cookie the test sets on its origin, so
 * parallel tests each connect their own athlete.
 */
export function startE2eFakeStrava(options: { port: number; clientId: string; clientSecret: string }) {
  return startFakeStrava({ ...options, athleteOf: athleteFrom, activitiesOf: () => e2eActivities() });
}

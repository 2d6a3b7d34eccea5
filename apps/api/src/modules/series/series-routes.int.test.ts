import type { Series } from '@oyna/shared';
import { dateIn, kickOffOn } from '@oyna/schedule';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { gameSeries, games } from '../../db/schema.js';
import { publishDueOccurrences } from './publish-due-occurrences.js';
import { createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, playerWithBalance, register, signedInUser } from '../games/testing/game-fixtures.js';
import { gameHooks } from '../../module-hooks.js';

const DAY = 86_400_000;
/** A Baku date `days` from today, and its ISO weekday. */
const bakuDate = (days: number) => dateIn('Asia/Baku', new Date(Date.now() + days * DAY));
const isoWeekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

describe.each(testDrivers())('weekly series through the API on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  let venueId: number;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    organizer = await signedInUser(test.app, { role: 'organizer' });
    venueId = (await createVenue(test.app.db as Db, { pitchCount: 4 })).id;
  });
  afterAll(() => test.close());

  /** The day after tomorrow: the one date of its weekday inside a 7-day window, whatever the hour. */
  const playDate = bakuDate(2);
  const validSeries = (overrides: object = {}) => ({
    venue_id: venueId,
    title: 'Çərşənbə axşamı futbolu',
    duration_minutes: 90,
    format: '7x7',
    kind: 'regular',
    price: 10,
    weekdays: [isoWeekday(playDate)],
    kick_off_time: '20:00',
    start_date: bakuDate(1),
    ...overrides,
  });
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    who: SignedIn,
    payload?: object,
    language = 'en',
  ) =>
    test.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who.headers, 'accept-language': language },
      ...(payload && { payload }),
    });
  const create = async (overrides: object = {}) => {
    const response = await call('POST', '/series', organizer, validSeries(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Series>();
  };

  it('starts a weekly game and publishes the date inside its window as a game at 20:00 Baku time', async () => {
    const series = await create();
    expect(series).toMatchObject({
      title: 'Çərşənbə axşamı futbolu',
      capacity: 14,
      price: 10,
      status: 'active',
      time_zone: 'Asia/Baku',
      publish_days_ahead: 7,
      every_weeks: 1,
      end_date: null,
    });
    const [first, second] = series.upcoming;
    expect(first).toMatchObject({ date: playDate, state: 'published', problem: null });
    expect(first?.starts_at).toBe(
      kickOffOn({ timeZone: 'Asia/Baku', time: '20:00' }, playDate).toISOString(),
    );
    expect(second).toMatchObject({ state: 'scheduled', game_id: null });

    const game = await test.app.inject({ method: 'GET', url: `/api/v1/games/${first?.game_id}` });
    expect(game.json()).toMatchObject({ title: 'Çərşənbə axşamı futbolu', status: 'open', price: 10 });
  });

  it('refuses a series that breaks a rule, naming the field in the language asked, and stores nothing', async () => {
    const before = (await (test.app.db as Db).select().from(gameSeries)).length;
    const cases: [object, string, string][] = [
      [{ weekdays: [] }, 'weekdays', 'Choose at least one day of the week.'],
      [{ kick_off_time: '25:00' }, 'kick_off_time', 'Write the kick-off time as HH:MM, for example 20:00.'],
      [{ start_date: bakuDate(-2) }, 'start_date', 'The start date cannot be before today.'],
      [{ end_date: bakuDate(0) }, 'end_date', 'The end date cannot be before the start date.'],
      [{ price: 40 }, 'price', ''],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/series', organizer, validSeries(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const fields = response.json<{ fields: Record<string, string> }>().fields;
      expect(Object.keys(fields)).toContain(field);
      if (message) expect(fields[field]).toBe(message);
    }
    const az = await call('POST', '/series', organizer, validSeries({ weekdays: [] }), 'az');
    expect(az.json<{ fields: Record<string, string> }>().fields['weekdays']).toBe(
      'Ən azı bir həftə günü seçin.',
    );
    expect((await (test.app.db as Db).select().from(gameSeries)).length).toBe(before);
  });

  it('lists the organizer’s own weekly games, the running ones first, and no one else’s', async () => {
    const organizerOfOthers = await signedInUser(test.app, { role: 'organizer' });
    const running = await create({ title: 'Bazar ertəsi futbolu' });
    const ended = await create({ title: 'Cümə futbolu' });
    await call('POST', `/series/${ended.id}/end`, organizer);
    const mine = (await call('GET', '/series', organizer)).json<{
      items: { id: string; status: string }[];
    }>();
    const ids = mine.items.map((item) => item.id);
    expect(ids).toContain(running.id);
    expect(ids.indexOf(running.id)).toBeLessThan(ids.indexOf(ended.id));
    expect(mine.items.find((item) => item.id === ended.id)?.status).toBe('ended');
    const theirs = (await call('GET', '/series', organizerOfOthers)).json<{ items: unknown[] }>();
    expect(theirs.items).toEqual([]);
  });

  it('lets only organizers start a series and only its organizer or an admin read or change it', async () => {
    const player = await signedInUser(test.app);
    expect((await call('POST', '/series', player, validSeries())).statusCode).toBe(403);
    const series = await create();
    const otherOrganizer = await signedInUser(test.app, { role: 'organizer' });
    expect((await call('GET', `/series/${series.id}`, otherOrganizer)).statusCode).toBe(403);
    expect((await call('POST', `/series/${series.id}/end`, otherOrganizer)).statusCode).toBe(403);
    expect((await call('GET', `/series/${series.id}`, player)).statusCode).toBe(403);
    const admin = await signedInUser(test.app, { role: 'admin' });
    expect((await call('GET', `/series/${series.id}`, admin)).statusCode).toBe(200);
    const missing = await call('GET', '/series/00000000-0000-4000-8000-000000000000', organizer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'series_not_found' });
  });

  it('skips a published date: its game is cancelled and the player paid back; a date it does not run on is refused', async () => {
    const series = await create();
    const gameId = series.upcoming[0]!.game_id!;
    const player = await playerWithBalance(test.app, 5_000);
    expect((await register(test.app, player, gameId)).statusCode).toBe(201);

    const skipped = await call('POST', `/series/${series.id}/dates/${playDate}/skip`, organizer);
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json<Series>().upcoming[0]).toMatchObject({ date: playDate, state: 'skipped' });
    const [game] = await (test.app.db as Db).select().from(games).where(eq(games.id, gameId));
    expect(game?.status).toBe('cancelled');
    const balance = await test.app.inject({ method: 'GET', url: '/api/v1/wallet', headers: player.headers });
    expect(balance.json()).toMatchObject({ balance: 50 });

    const wrongDay = await call('POST', `/series/${series.id}/dates/${bakuDate(3)}/skip`, organizer);
    expect(wrongDay.statusCode).toBe(422);
    expect(wrongDay.json()).toMatchObject({ code: 'series_date_not_scheduled' });
    const past = await call('POST', `/series/${series.id}/dates/${bakuDate(-5)}/skip`, organizer);
    expect(past.json()).toMatchObject({ code: 'series_date_past' });
  });

  it('pauses a series so that nothing is published, and publishes its dates again once resumed', async () => {
    const laterDate = bakuDate(9);
    const series = await create({ start_date: bakuDate(8), weekdays: [isoWeekday(laterDate)] });
    const seriesGames = () => (test.app.db as Db).select().from(games).where(eq(games.seriesId, series.id));
    const inFiveDays = new Date(Date.now() + 5 * DAY);
    const paused = await call('PATCH', `/series/${series.id}/status`, organizer, { status: 'paused' });
    expect(paused.json<Series>().status).toBe('paused');
    await publishDueOccurrences(test.app.db as Db, {
      hooks: gameHooks,
      now: inFiveDays,
      seriesId: series.id,
    });
    expect(await seriesGames()).toEqual([]);

    const resumed = await call('PATCH', `/series/${series.id}/status`, organizer, { status: 'active' });
    expect(resumed.json<Series>().status).toBe('active');
    await publishDueOccurrences(test.app.db as Db, {
      hooks: gameHooks,
      now: inFiveDays,
      seriesId: series.id,
    });
    expect((await seriesGames()).map((game) => dateIn('Asia/Baku', game.startsAt))).toEqual([laterDate]);
  });

  it('ends a series: its coming games are cancelled, nothing more is scheduled, and it cannot resume', async () => {
    const series = await create();
    const ended = await call('POST', `/series/${series.id}/end`, organizer);
    expect(ended.statusCode).toBe(200);
    const body = ended.json<Series>();
    expect(body.status).toBe('ended');
    expect(body.upcoming.filter((date) => date.state === 'scheduled')).toEqual([]);
    const [game] = await (test.app.db as Db)
      .select()
      .from(games)
      .where(eq(games.id, series.upcoming[0]!.game_id!));
    expect(game?.status).toBe('cancelled');
    const resume = await call('PATCH', `/series/${series.id}/status`, organizer, { status: 'active' });
    expect(resume.statusCode).toBe(422);
    expect(resume.json()).toMatchObject({ code: 'series_ended' });
    expect((await call('POST', `/series/${series.id}/end`, organizer)).statusCode).toBe(200);
  });
});

import { ERROR_CATALOGUE, FIELD_MESSAGES } from '@oyna/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInUser } from '../modules/games/testing/game-fixtures.js';
import { createVenue } from '../test/factories.js';
import { type TestApp, createTestApp } from '../test/test-app.js';
import { testDrivers } from '../test/test-databases.js';

const DAY = 86_400_000;
/** Text PostgreSQL cannot store (a NUL) or no screen can show (half a surrogate pair). */
const UNSTORABLE = ['a\u0000b', 'a\ud800b', 'a\udc00b'];

describe.each(testDrivers())('text a database cannot hold is refused with 400 on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  let admin: SignedIn;
  let venueId: number;

  beforeAll(async () => {
    test = await createTestApp({
      driver,
      beforeReady(app) {
        app.get('/api/v1/test/out-of-range', async () =>
          app.db.execute(sql`select ${'99999999999999'}::int as value`),
        );
      },
    });
    organizer = await signedInUser(test.app, { role: 'organizer' });
    admin = await signedInUser(test.app, { role: 'admin' });
    venueId = (await createVenue(test.database.db, { name: 'Dalğa Arena', pitchCount: 5 })).id;
  });
  afterAll(() => test.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedIn, payload?: object) =>
    test.app.inject({
      method,
      url,
      headers: { ...who?.headers, 'accept-language': 'en' },
      ...(payload && { payload }),
    });

  const expectTextInvalid = (response: { statusCode: number; json(): unknown }, field: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      detail: ERROR_CATALOGUE.validation_failed.en,
      fields: { [field]: expect.any(String) },
    });
  };

  it.each(['a%00b', 'a%ED%A0%80b', 'a%C0%80b', 'a%FFb'])(
    'a search for %s in venues or games answers 400 or finds nothing, never 500',
    async (encoded) => {
      for (const url of [`/api/v1/venues?search=${encoded}`, `/api/v1/games?search=${encoded}`]) {
        const response = await send('GET', url);
        if (response.statusCode === 200) expect(response.json<{ total: number }>().total).toBe(0);
        else expectTextInvalid(response, 'search');
      }
    },
  );

  it('a search with a NUL says which field and why, in the caller’s language', async () => {
    const response = await send('GET', '/api/v1/games?search=a%00b');
    expect(response.json<{ fields: Record<string, string> }>().fields['search']).toBe(
      FIELD_MESSAGES.text_invalid.en,
    );
  });

  it.each(UNSTORABLE)('signing in with %j in the email answers 400, not 500', async (text) => {
    const response = await send('POST', '/api/v1/auth/login/json', undefined, {
      email: `${text}@x.az`,
      password: 'long enough password',
    });
    expectTextInvalid(response, 'email');
  });

  it.each(UNSTORABLE)('a game titled or described with %j is refused and not saved', async (text) => {
    const game = {
      venue_id: venueId,
      starts_at: new Date(Date.now() + 3 * DAY).toISOString(),
      duration_minutes: 90,
      format: '7x7',
      kind: 'regular',
      price: 10,
    };
    expectTextInvalid(await send('POST', '/api/v1/games', organizer, { ...game, title: text }), 'title');
    expectTextInvalid(
      await send('POST', '/api/v1/games', organizer, { ...game, title: 'Axşam oyunu', description: text }),
      'description',
    );
    const listed = await send('GET', '/api/v1/games?organizer=me', organizer);
    expect(listed.json<{ total: number }>().total).toBe(0);
  });

  it.each(UNSTORABLE)('a profile free text with %j answers 400', async (text) => {
    const response = await send('PATCH', '/api/v1/users/me/profile', organizer, { achievements: text });
    expectTextInvalid(response, 'achievements');
  });

  it.each(UNSTORABLE)('an admin adjustment reason with %j answers 400 and moves no money', async (text) => {
    const response = await send('POST', `/api/v1/admin/users/${organizer.user.id}/adjustments`, admin, {
      amount: 5,
      reason: `Kompensasiya ${text}`,
    });
    expectTextInvalid(response, 'reason');
    const wallet = await send('GET', '/api/v1/wallet', organizer);
    expect(wallet.json<{ balance: number }>().balance).toBe(0);
  });

  it('a database error about the input that the contracts let through answers 400, never 500', async () => {
    const response = await send('GET', '/api/v1/test/out-of-range');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', detail: ERROR_CATALOGUE.bad_request.en });
  });
});

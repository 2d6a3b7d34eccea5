import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInUser } from '../modules/games/testing/game-fixtures.js';
import { type TestApp, createTestApp } from '../test/test-app.js';
import { MAX_ERROR_FIELDS } from './error-handler.js';

describe('a refused request costs little and answers little', () => {
  let test: TestApp;
  let player: SignedIn;

  beforeAll(async () => {
    test = await createTestApp({
      driver: 'pglite',
      beforeReady(app) {
        app.post(
          '/api/v1/test/many-fields',
          { schema: { body: z.object({ rows: z.array(z.object({ n: z.number() })).max(100) }) } },
          async () => ({ ok: true }),
        );
      },
    });
    player = await signedInUser(test.app);
  });
  afterAll(() => test.close());

  it('50,000 invalid available days (a 500 KB body) answer one short message about the list, not one per item', async () => {
    const response = await test.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/profile',
      headers: { ...player.headers, 'accept-language': 'en' },
      payload: { available_days: Array.from({ length: 50_000 }, () => 'someday') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { available_days: 'The list has more items than can be chosen.' },
    });
    expect(response.body.length).toBeLessThan(1_000);
  });

  it(`a validation error names at most ${MAX_ERROR_FIELDS} fields`, async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/test/many-fields',
      payload: { rows: Array.from({ length: 100 }, () => ({ n: 'not a number' })) },
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(response.json<{ fields: Record<string, string> }>().fields);
    expect(fields).toHaveLength(MAX_ERROR_FIELDS);
    expect(fields[0]).toBe('rows.0.n');
  });
});

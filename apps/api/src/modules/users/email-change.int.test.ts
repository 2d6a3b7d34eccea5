import { ERROR_CATALOGUE } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { issueAccountToken } from '../auth/account-tokens.js';
import { signedInUser } from '../games/testing/game-fixtures.js';

describe.each(testDrivers())('a changed email address on %s (issue 29 item 13)', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  it('ends the verification link emailed to the old address: it cannot confirm the new one', async () => {
    const admin = await signedInUser(test.app, { role: 'admin' });
    const player = await signedInUser(test.app);
    const token = await issueAccountToken(test.app.db, {
      userId: player.user.id,
      purpose: 'email_verification',
      ttlMs: 3_600_000,
      now: new Date(),
    });

    const changed = await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${player.user.id}`,
      headers: { ...admin.headers, 'accept-language': 'en' },
      payload: { email: `new.${Date.now()}@example.az`, reason: 'The player asked for a new address' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const verified = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email/verify',
      headers: { 'accept-language': 'en' },
      payload: { token },
    });
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toEqual({
      detail: ERROR_CATALOGUE.account_token_used.en,
      code: 'account_token_used',
    });
  });
});

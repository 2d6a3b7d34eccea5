import type { TokenPair } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerThroughApi } from '../modules/auth/testing/auth-fixtures.js';
import { walletClient } from '../modules/wallet/testing/wallet-client.js';
import { type TestApp, createTestApp } from '../test/test-app.js';

describe('personal answers are never cached', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver: 'pglite' });
  });
  afterAll(() => test.close());

  it('tokens, the user, the wallet and payments answer Cache-Control: no-store', async () => {
    const registration = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        email: 'cache.rule@example.az',
        password: 'Xəzər-sahili-2026',
        first_name: 'Leyla',
        last_name: 'Həsənova',
        accept_terms: true,
      },
    });
    expect(registration.headers['cache-control']).toBe('no-store');
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/json',
      payload: { email: 'cache.rule@example.az', password: 'Xəzər-sahili-2026' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const tokens = login.json<TokenPair>();
    const refresh = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refresh.headers['cache-control']).toBe('no-store');

    const headers = bearer(refresh.json<TokenPair>().access_token);
    const topup = await walletClient(test.app, refresh.json<TokenPair>().access_token).startTopup(5);
    for (const url of [
      '/api/v1/auth/me',
      '/api/v1/users/me',
      '/api/v1/users/me/onboarding',
      '/api/v1/users/me/settings/privacy',
      '/api/v1/users/me/games',
      '/api/v1/wallet',
      '/api/v1/wallet/transactions',
      `/api/v1/payments/${topup.payment_id}`,
      '/api/v1/games',
      '/api/v1/dashboard',
    ]) {
      const response = await test.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBeLessThan(300);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a refused personal request is not cached either', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/wallet' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('anonymous public answers keep the route’s own short caching (decision 0038)', async () => {
    const venues = await test.app.inject({ method: 'GET', url: '/api/v1/venues' });
    expect(venues.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const account = await registerThroughApi(test.app);
    const stats = await test.app.inject({
      method: 'GET',
      url: '/api/v1/public/stats',
      headers: bearer(account.tokens.access_token),
    });
    expect(stats.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});

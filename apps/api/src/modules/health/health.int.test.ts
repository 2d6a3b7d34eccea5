import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';

describe.each(testDrivers({ everyDriver: true }))('GET /api/v1/health on %s', (driver) => {
  it('reports ok, the driver in use and that the database answers', async () => {
    const test = await createTestApp({ driver });
    try {
      const response = await test.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', database: { driver, ok: true } });
    } finally {
      await test.close();
    }
  });

  it('reports degraded with 503 when the database does not answer', async () => {
    const test = await createTestApp({ driver });
    try {
      test.database.ping = () => Promise.reject(new Error('connection refused'));
      const response = await test.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'degraded', database: { driver, ok: false } });
    } finally {
      await test.close();
    }
  });
});

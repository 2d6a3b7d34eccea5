import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app.js';

describe('the API docs at /api/docs', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver: 'pglite' });
  });
  afterAll(() => test.close());

  it('publish the OpenAPI document generated from the zod contracts', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/venues', '/api/v1/venues/{id}']),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Venue', 'Error', 'AuthResponse']),
    );
    const listParameters = document.paths['/api/v1/venues'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(listParameters).toEqual(
      expect.arrayContaining(['search', 'type', 'district', 'page', 'page_size']),
    );
  });

  it('serve the browsable page under a policy that works over plain HTTP and loads nothing external', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:|validator\.swagger\.io/);
  });
});

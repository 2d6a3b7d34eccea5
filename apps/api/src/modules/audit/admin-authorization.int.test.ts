import type { UserRole } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { adminEndpoints, type AdminEndpoint, type MatrixContext } from './testing/admin-endpoints.js';

type Caller = 'visitor' | 'player' | 'organizer' | 'referee' | 'blocked admin' | 'admin';
const CALLERS: Caller[] = ['visitor', 'player', 'organizer', 'referee', 'blocked admin', 'admin'];

/** What each caller gets from an admin endpoint unless the endpoint says otherwise. */
function expectedStatus(endpoint: AdminEndpoint, caller: Caller): number {
  if (caller === 'visitor' || caller === 'blocked admin') return 401;
  if (caller === 'admin') return endpoint.adminStatus;
  return endpoint.allowed?.[caller] ?? 403;
}

/**
 * Every admin endpoint called by every kind of caller: a visitor and a blocked user (even a blocked
 * admin whose session was not yet revoked) get 401, players, organizers and referees 403 (unless an
 * endpoint serves them on purpose), and an admin the endpoint's own answer.
 */
describe.each(testDrivers())('who may call the admin endpoints, on %s', (driver) => {
  let test: TestApp;
  const callers = new Map<Caller, SignedIn | null>();
  let context: MatrixContext;

  beforeAll(async () => {
    test = await createTestApp({ driver });
    const roles: [Caller, UserRole][] = [
      ['player', 'player'],
      ['organizer', 'organizer'],
      ['referee', 'referee'],
      ['blocked admin', 'admin'],
      ['admin', 'admin'],
    ];
    callers.set('visitor', null);
    for (const [caller, role] of roles) callers.set(caller, await signedInUser(test.app, { role }));
    const blocked = callers.get('blocked admin');
    if (blocked) {
      await test.database.db
        .update(users)
        .set({ blockedAt: new Date() })
        .where(eq(users.id, blocked.user.id));
    }
    context = await adminEndpoints.prepare(test);
  });
  afterAll(() => test.close());

  const cases = adminEndpoints.list.flatMap((endpoint) =>
    CALLERS.map((caller) => ({ endpoint, caller, name: `${endpoint.method} ${endpoint.path}` })),
  );

  it.each(cases)('$name as $caller', async ({ endpoint, caller }) => {
    const who = callers.get(caller) ?? null;
    const request = endpoint.request(context);
    const response = await test.app.inject({
      ...request,
      headers: { ...(request.headers as Record<string, string> | undefined), ...(who?.headers ?? {}) },
    } as InjectOptions);
    expect(response.statusCode, response.body).toBe(expectedStatus(endpoint, caller));
    if (response.statusCode >= 400) expect(response.json()).toHaveProperty('code');
  });

  it('the matrix covers every route under /admin', () => {
    const registered = adminEndpoints.registeredAdminRoutes(test.app);
    expect(registered).toContain('POST /api/v1/admin/users/:id/adjustments');
    const covered = new Set(adminEndpoints.list.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    for (const route of registered) expect(covered).toContain(route);
  });
});

import { describe, expect, it } from 'vitest';
import { bearerSecurity, openRoute, signedIn, signedInOnRequest } from './signed-in-route.js';

const app = { authenticate: async () => undefined };
const adminOnly = async () => undefined;

describe('signed-in route options', () => {
  it('run authenticate, then the checks, before the handler and show the bearer lock', () => {
    const options = signedIn(app, { tags: ['admin'], checks: [adminOnly] })({ summary: 'A route' });
    expect(options.preHandler).toEqual([app.authenticate, adminOnly]);
    expect(options.schema).toEqual({ tags: ['admin'], summary: 'A route', security: bearerSecurity });
  });

  it('run the checks on request, before the body is read, when asked to', () => {
    const options = signedInOnRequest(app, { tags: ['admin'], checks: [adminOnly] })({ summary: 'A route' });
    expect(options.onRequest).toEqual([app.authenticate, adminOnly]);
    expect(options.schema.security).toBe(bearerSecurity);
  });

  it('give each route its own list of hooks, which a plugin may push to without reaching other routes', () => {
    const adminRoute = signedInOnRequest(app, { tags: ['admin'], checks: [adminOnly] });
    const first = adminRoute({ summary: 'First' });
    first.onRequest.push(async () => undefined);
    expect(adminRoute({ summary: 'Second' }).onRequest).toHaveLength(2);
  });

  it("give a route the file's tags unless it names its own", () => {
    const signedInRoute = signedIn(app, { tags: ['teams'] });
    expect(signedInRoute({ summary: 'A route' }).preHandler).toEqual([app.authenticate]);
    expect(signedInRoute({ tags: ['admin'] }).schema.tags).toEqual(['admin']);
    expect(openRoute({ tags: ['games'] })({ summary: 'A route' })).toEqual({
      schema: { tags: ['games'], summary: 'A route' },
    });
  });
});

import type { FastifyRequest, FastifySchema } from 'fastify';

/** The OpenAPI security requirement of a route that wants `Authorization: Bearer <access token>`. */
export const bearerSecurity = [{ bearer: [] }];

/** A check that runs before a handler and throws an `AppError` to refuse the request. */
type AccessCheck = (request: FastifyRequest) => Promise<void>;

/** The app's `authenticate` preHandler (plugins/authenticate.ts), the one thing these options need of it. */
interface Authenticating {
  authenticate: AccessCheck;
}

/**
 * Route options for signed-in users only: `app.authenticate`, then each of `checks` (e.g.
 * `requireRole('organizer')`), run as preHandlers, after the request is validated; the schema shows
 * the bearer lock on the OpenAPI page, so the check and its documentation cannot drift apart.
 * Made once per plugin (`const signedInRoute = signedIn(app)`) and called with each route's schema.
 */
export function signedIn(app: Authenticating, ...checks: AccessCheck[]) {
  return <TSchema extends FastifySchema>(schema: TSchema) => ({
    preHandler: [app.authenticate, ...checks],
    schema: { ...schema, security: bearerSecurity },
  });
}

/**
 * The same as `signedIn` with the checks run on request, before a body is parsed or validated: for
 * routes whose callers must learn nothing of the body's rules (the admin routes).
 */
export function signedInOnRequest(app: Authenticating, ...checks: AccessCheck[]) {
  return <TSchema extends FastifySchema>(schema: TSchema) => ({
    onRequest: [app.authenticate, ...checks],
    schema: { ...schema, security: bearerSecurity },
  });
}

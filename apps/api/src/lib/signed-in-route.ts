import type { FastifyRequest, FastifySchema } from 'fastify';

/** The OpenAPI security requirement of a route that wants `Authorization: Bearer <access token>`. */
export const bearerSecurity = [{ bearer: [] }];

/** The OpenAPI security of a route that reads a bearer token when one is sent and works without one. */
export const optionalBearerSecurity: Record<string, string[]>[] = [{ bearer: [] }, {}];

/** A check that runs before a handler and throws an `AppError` to refuse the request. */
type AccessCheck = (request: FastifyRequest) => Promise<void>;

/** The app's `authenticate` preHandler (plugins/authenticate.ts), the one thing these options need of it. */
interface Authenticating {
  authenticate: AccessCheck;
}

/** What a route file gives once for all the routes it declares one way. */
interface RouteKind {
  /** The OpenAPI tags of these routes (a route's own `tags` replace them). */
  tags: string[];
  /** Checks after `app.authenticate`, in order, e.g. `requireRole('organizer')`. */
  checks?: AccessCheck[];
}

/**
 * Route options for signed-in users only: `app.authenticate`, then each of `checks`, run as
 * preHandlers, after the request is validated; the schema shows the bearer lock on the OpenAPI page,
 * so the check and its documentation cannot drift apart. Made once per plugin
 * (`const signedInRoute = signedIn(app, { tags: ['teams'] })`) and called with each route's schema.
 */
export function signedIn(app: Authenticating, { tags, checks = [] }: RouteKind) {
  return <TSchema extends FastifySchema>(schema: TSchema) => ({
    preHandler: [app.authenticate, ...checks],
    schema: { tags, ...schema, security: bearerSecurity },
  });
}

/**
 * The same as `signedIn` with the checks run on request, before a body is parsed or validated: for
 * routes whose callers must learn nothing of the body's rules (the admin routes).
 */
export function signedInOnRequest(app: Authenticating, { tags, checks = [] }: RouteKind) {
  return <TSchema extends FastifySchema>(schema: TSchema) => ({
    onRequest: [app.authenticate, ...checks],
    schema: { tags, ...schema, security: bearerSecurity },
  });
}

/**
 * Route options for a route anyone may call, with no hook of its own: the schema with the file's
 * tags (`const publicRoute = openRoute({ tags: ['games'] })`). A route for visitors and players alike
 * adds `preHandler: app.identify` next to it.
 */
export function openRoute({ tags }: Pick<RouteKind, 'tags'>) {
  return <TSchema extends FastifySchema>(schema: TSchema) => ({ schema: { tags, ...schema } });
}

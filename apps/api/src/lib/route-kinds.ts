import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
  RouteOptions,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { ResolveFastifyReplyReturnType } from 'fastify/types/type-provider.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized } from '../errors/app-error.js';
import { type AuthUser, requireRole } from './auth-user.js';

/** The OpenAPI security requirement of a route that wants `Authorization: Bearer <access token>`. */
export const bearerSecurity = [{ bearer: [] }];

/** The OpenAPI security of a route that reads a bearer token when one is sent and works without one. */
export const optionalBearerSecurity: Record<string, string[]>[] = [{ bearer: [] }, {}];

/** The app as a route plugin sees it: routes validated and typed by their zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A check that runs before a handler and throws an `AppError` (or rejects with one) to refuse the
 * request; one that can decide at once answers without a promise.
 */
type AccessCheck = (request: FastifyRequest) => Promise<void> | void;

/**
 * A kind's checks as one hook, in order: a check that answers at once costs no promise and no hook
 * of its own (decision 101); one that answers with a promise is waited for before the next.
 */
function inOrder(checks: readonly AccessCheck[]): onRequestHookHandler & preHandlerHookHandler {
  return (request, _reply, done) => {
    let index = 0;
    const next = (): void => {
      while (index < checks.length) {
        const check = checks[index] as AccessCheck;
        index += 1;
        let result: Promise<void> | void;
        try {
          result = check(request);
        } catch (error) {
          return done(error as Error);
        }
        if (result instanceof Promise) {
          result.then(next, (error: Error) => done(error));
          return;
        }
      }
      done();
    };
    next();
  };
}

/** The request of a route whose schema is `Schema`, typed by its zod schemas, with what the route kind adds. */
export type RouteRequest<Schema extends FastifySchema, Adds = unknown> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Schema,
  ZodTypeProvider
> &
  Adds;

type RouteReply<Schema extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  Schema,
  ZodTypeProvider
>;

/** The parts of a route's schema that type its request and its answer. */
interface TypedParts<Params, Query, Body, Headers, Response> {
  params?: Params;
  querystring?: Query;
  body?: Body;
  headers?: Headers;
  response?: Response;
}

/** A route's schema as the zod type provider reads it. */
type SchemaOf<Params, Query, Body, Headers, Response> = Required<
  TypedParts<Params, Query, Body, Headers, Response>
>;

/**
 * A route: its OpenAPI schema as Fastify takes it, its handler, and the few route options routes set.
 * The typed parts are each inferred on their own: a type parameter for the whole schema is not
 * inferred from an object that also holds the handler it types.
 */
export type RouteSpec<Params, Query, Body, Headers, Response, Adds> = Omit<
  FastifySchema,
  keyof TypedParts<Params, Query, Body, Headers, Response>
> &
  TypedParts<Params, Query, Body, Headers, Response> & {
    /** Answers the request; what it returns is checked against `response` and sent. */
    handler: (
      request: RouteRequest<SchemaOf<Params, Query, Body, Headers, Response>, Adds>,
      reply: RouteReply<SchemaOf<Params, Query, Body, Headers, Response>>,
    ) => ResolveFastifyReplyReturnType<
      ZodTypeProvider,
      SchemaOf<Params, Query, Body, Headers, Response>,
      RouteGenericInterface
    >;
    /** The route's config, e.g. its own `rateLimit`. */
    config?: RouteShorthandOptions['config'];
    /** A hook of this route alone, run on request before the kind's own (a feature switched off: 503). */
    onRequest?: onRequestHookHandler;
  };

/** Declares one route of a kind at `url`. */
type Declare<Adds> = <Params, Query, Body, Headers, Response>(
  url: string,
  route: RouteSpec<Params, Query, Body, Headers, Response, Adds>,
) => void;

/** Declares routes of one kind: `routes.get(url, { summary, params, response, handler })`. */
export type Routes<Adds> = Record<'get' | 'post' | 'put' | 'patch' | 'delete', Declare<Adds>>;

/** What a kind of route adds to each of its routes. */
interface Kind {
  tags: string[];
  security?: Record<string, string[]>[];
  onRequest?: AccessCheck[];
  preHandler?: AccessCheck[];
  /** Whether the kind's hooks leave a signed-in user on every request (`request.user`). */
  signedIn: boolean;
}

/**
 * The status of a route's one success answer when it is not 200 (201 `created`, 204 `noContent`),
 * set before the handler runs, so the handler returns the body (or nothing) as a 200 route does.
 */
function declaredSuccess(response: unknown): number | undefined {
  const successes = Object.keys(response ?? {})
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return successes.length === 1 && successes[0] !== 200 ? successes[0] : undefined;
}

function routesOf<Adds>(app: ZodApp, kind: Kind): Routes<Adds> {
  const declare =
    (method: HTTPMethods): Declare<Adds> =>
    (url, route) => {
      const { handler, config, onRequest, ...schema } = route;
      const success = declaredSuccess(schema.response);
      // Each route its own hook lists: @fastify/rate-limit pushes its hook into them.
      const onRequestHooks = [
        ...(onRequest ? [onRequest] : []),
        ...(kind.onRequest ? [inOrder(kind.onRequest)] : []),
      ];
      const options: RouteOptions = {
        method,
        url,
        ...(onRequestHooks.length > 0 && { onRequest: onRequestHooks }),
        ...(kind.preHandler && { preHandler: [inOrder(kind.preHandler)] }),
        ...(config && { config }),
        schema: { tags: kind.tags, ...schema, ...(kind.security && { security: kind.security }) },
        handler: (request, reply) => {
          if (kind.signedIn && !request.user) throw unauthorized();
          if (success) reply.code(success);
          // Validated against this very schema by the zod type provider, which types them so for `handler`.
          return handler(request as Parameters<typeof handler>[0], reply as Parameters<typeof handler>[1]);
        },
      };
      app.route(options);
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}

/**
 * Routes for signed-in users only: `app.authenticate`, then each of `checks` (e.g.
 * `requireRole('organizer')`), run as preHandlers after the request is validated, or on request,
 * before a body is parsed, with `hook: 'onRequest'` (routes whose callers must learn nothing of the
 * body's rules: the admin routes). The schema shows the bearer lock on the OpenAPI page, so the check
 * and its documentation cannot drift apart; handlers read the user as `request.user`.
 */
export function signedInRoutes(
  app: ZodApp,
  {
    tags,
    checks = [],
    hook = 'preHandler',
  }: { tags: string[]; checks?: AccessCheck[]; hook?: 'preHandler' | 'onRequest' },
): Routes<{ user: AuthUser }> {
  return routesOf(app, {
    tags,
    security: bearerSecurity,
    [hook]: [app.authenticateInline, ...checks],
    signedIn: true,
  });
}

/**
 * The admin console's routes: tagged `admin`, for admins only, the role checked on request, so a
 * caller who is not an admin learns nothing of a body's rules.
 */
export function adminRoutes(app: ZodApp): Routes<{ user: AuthUser }> {
  return signedInRoutes(app, { tags: ['admin'], checks: [requireRole('admin')], hook: 'onRequest' });
}

/**
 * Routes anyone may call. With `identify`, `app.identify` runs first, so `request.user` is the
 * signed-in user when a bearer token is sent (a visitor's null otherwise).
 */
export function openRoutes(
  app: ZodApp,
  { tags, identify = false }: { tags: string[]; identify?: boolean },
): Routes<unknown> {
  return routesOf(app, { tags, ...(identify && { preHandler: [app.identifyInline] }), signedIn: false });
}

import fp from 'fastify-plugin';

/** API paths whose answers are about the caller even without a Bearer token (tokens, the user, money). */
const PERSONAL_PATHS = /^\/api\/v1\/(auth|users\/me|wallet|payments)(\/|\?|$)/;

/**
 * Personal answers are never stored by a browser, a proxy or a CDN: `Cache-Control: no-store` on
 * every API answer to a request with an `Authorization` header and on the paths above (sign-in
 * answers carry tokens). A route that sets its own Cache-Control keeps it.
 */
export const cacheControlPlugin = fp(
  async (app) => {
    // A plain callback: nothing is awaited, so no promise per answer (decision 98).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.hasHeader('cache-control') || !request.url.startsWith('/api/')) return done(null, payload);
      if (request.headers.authorization !== undefined || PERSONAL_PATHS.test(request.url)) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'cache-control' },
);

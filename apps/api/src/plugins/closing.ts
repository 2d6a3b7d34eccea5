import fp from 'fastify-plugin';
import { RETRY_AFTER_SECONDS, sendError } from './error-handler.js';

/**
 * While the API shuts down (SIGTERM), a request that still arrives on an open connection gets the
 * product's 503 (`{detail, code}` in the caller's language, Retry-After) and the connection is
 * closed, so the client retries on another instance. Fastify's own 503 body is turned off in app.ts.
 */
export const closingPlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // A plain callback: checked on every request, nothing awaited (decision 98). Answering here
    // without calling done ends the request, as returning the reply from an async hook did.
    app.addHook('onRequest', (request, reply, done) => {
      if (!closing) return done();
      reply.header('connection', 'close').header('retry-after', String(RETRY_AFTER_SECONDS));
      sendError(reply, request, { status: 503, code: 'service_unavailable' });
    });
  },
  { name: 'closing', dependencies: ['language', 'error-handler'] },
);

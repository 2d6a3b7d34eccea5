import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_VERSION } from '../../version.js';
import { openRoutes } from '../../lib/route-kinds.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = openRoutes(app, { tags: ['system'] });
  anyone.get('/health', {
    summary: 'Service status: the database (required: 503 when down) and Redis (optional)',
    response: { 200: contracts.healthResponseSchema, 503: contracts.healthResponseSchema },
    handler: async (request, reply) => {
      let latency: number | null = null;
      try {
        latency = await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
      }
      const ok = latency !== null;
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { driver: app.database.driver, ok, latency_ms: latency },
        redis: { configured: app.redis !== null, ok: app.redis?.isAvailable() ?? false },
        version: API_VERSION,
        uptime_s: Math.round(process.uptime()),
      });
    },
  });
};

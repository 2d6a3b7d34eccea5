import { healthResponseSchema } from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_VERSION } from '../../version.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service status and whether the database answers',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
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
        version: API_VERSION,
        uptime_s: Math.round(process.uptime()),
      });
    },
  );
};

import { publicStatsSchema } from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_STATS_TTL_MS } from './public-stats-cache.js';

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/stats',
    {
      schema: {
        tags: ['public'],
        summary: 'Live numbers of the landing page: venues and upcoming open games',
        response: { 200: publicStatsSchema },
      },
    },
    async (_request, reply) => {
      // Browsers and shared caches may keep the answer as long as the server does.
      reply.header('Cache-Control', `public, max-age=${PUBLIC_STATS_TTL_MS / 1000}`);
      return app.publicStats.get();
    },
  );
};

import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../lib/response-cache.js';
import { openRoutes } from '../../lib/route-kinds.js';
import { PUBLIC_STATS_TTL_MS } from './public-stats-cache.js';

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = openRoutes(app, { tags: ['public'] });
  anyone.get('/public/stats', {
    summary: 'Live numbers of the landing page: venues and upcoming open games',
    response: { 200: contracts.publicStatsSchema },
    handler: async (request, reply) => {
      // Counted at most once a minute (public-stats-cache.ts); the bytes and their ETag kept with them.
      const answer = await app.responseCache.json(
        'public-stats',
        { topics: ['venues', 'games'], ttlMs: PUBLIC_STATS_TTL_MS },
        () => app.publicStats.get(),
      );
      // Browsers and shared caches may keep the answer as long as the server does.
      return sendCachedJson(request, reply, answer, {
        maxAgeSeconds: PUBLIC_STATS_TTL_MS / 1000,
        sameForEveryone: true,
      });
    },
  });
};

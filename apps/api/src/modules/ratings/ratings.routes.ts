import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerFromCache } from '../../lib/response-cache.js';

/** How long a player's dashboard is reused when no write announced a change. */
const DASHBOARD_TTL_MS = 10_000;
import { privateProfilePart } from '../../lib/private-profile-route.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { getDashboard } from './get-dashboard.js';
import { getLeaderboard } from './get-leaderboard.js';
import { getPlayerStats } from './get-player-stats.js';
import { getRatingHistory } from './get-rating-history.js';

/** Statistics, rating history, the leaderboard and the dashboard (decision 14); all for signed-in players. */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ratings'];
  const signedIn = signedInRoutes(app, { tags });

  privateProfilePart(app, '/users/:id/stats', {
    tags,
    summary: "A player's statistics, rating, rank, tier and achievements",
    response: contracts.playerStatsSchema,
    read: getPlayerStats,
  });

  privateProfilePart(app, '/users/:id/rating-history', {
    tags,
    summary: "A player's rating after each rated game, oldest first",
    response: contracts.ratingHistorySchema,
    read: getRatingHistory,
  });

  signedIn.get('/ratings', {
    summary: 'The leaderboard: all time by rating, or this month by rating points gained',
    description:
      "Players who hide themselves from the leaderboard are left out; the signed-in player's own row is always in `me`.",
    querystring: contracts.leaderboardQuerySchema,
    response: ok(contracts.leaderboardSchema, 400, 401),
    handler: async ({ user, query }) => getLeaderboard(app.db, { viewer: user, query }),
  });

  signedIn.get('/dashboard', {
    summary: 'My statistics, next games, latest results and open player-of-the-match votes',
    response: ok(contracts.dashboardSchema, 401),
    handler: (request, reply) => {
      const userId = request.user.id;
      // Games, results, votes and ratings change through writes that invalidate `games`; the
      // player's own profile through `user:<id>`; a vote window closing, within the TTL. A kept
      // answer is sent at once, without a promise (decision 104).
      return answerFromCache(
        app.responseCache,
        request,
        reply,
        {
          key: `dashboard|${userId}`,
          topics: ['games', `user:${userId}`],
          ttlMs: DASHBOARD_TTL_MS,
          build: () => getDashboard(app.db, { userId }),
        },
        { maxAgeSeconds: 0 },
      );
    },
  });
};

import {
  dashboardSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  playerStatsSchema,
  ratingHistorySchema,
  userIdParamsSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, errorResponsesFor } from '../../lib/error-responses.js';
import { sendCachedJson } from '../../lib/response-cache.js';

/** How long a player's dashboard is reused when no write announced a change. */
const DASHBOARD_TTL_MS = 10_000;
import { authenticatedUser } from '../../lib/auth-user.js';
import { signedIn } from '../../lib/signed-in-route.js';
import { getDashboard } from './get-dashboard.js';
import { getLeaderboard } from './get-leaderboard.js';
import { getPlayerStats } from './get-player-stats.js';
import { getRatingHistory } from './get-rating-history.js';

/** Statistics, rating history, the leaderboard and the dashboard (decision 14); all for signed-in players. */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedInRoute = signedIn(app, { tags: ['ratings'] });

  app.get(
    '/users/:id/stats',
    signedInRoute({
      summary: "A player's statistics, rating, rank, tier and achievements",
      description: 'A private profile answers 403 `profile_private` to everyone but its player and admins.',
      params: userIdParamsSchema,
      response: { 200: playerStatsSchema, ...errorResponses },
    }),
    async (request) =>
      getPlayerStats(app.db, { viewer: authenticatedUser(request), userId: request.params.id }),
  );

  app.get(
    '/users/:id/rating-history',
    signedInRoute({
      summary: "A player's rating after each rated game, oldest first",
      description: 'A private profile answers 403 `profile_private` to everyone but its player and admins.',
      params: userIdParamsSchema,
      response: { 200: ratingHistorySchema, ...errorResponses },
    }),
    async (request) =>
      getRatingHistory(app.db, { viewer: authenticatedUser(request), userId: request.params.id }),
  );

  app.get(
    '/ratings',
    signedInRoute({
      summary: 'The leaderboard: all time by rating, or this month by rating points gained',
      description:
        "Players who hide themselves from the leaderboard are left out; the signed-in player's own row is always in `me`.",
      querystring: leaderboardQuerySchema,
      response: { 200: leaderboardSchema, ...errorResponsesFor(400, 401) },
    }),
    async (request) => getLeaderboard(app.db, { viewer: authenticatedUser(request), query: request.query }),
  );

  app.get(
    '/dashboard',
    signedInRoute({
      summary: 'My statistics, next games, latest results and open player-of-the-match votes',
      response: { 200: dashboardSchema, ...errorResponsesFor(401) },
    }),
    async (request, reply) => {
      const userId = authenticatedUser(request).id;
      // Games, results, votes and ratings change through writes that invalidate `games`; the
      // player's own profile through `user:<id>`; a vote window closing, within the TTL.
      const answer = await app.responseCache.json(
        `dashboard|${userId}`,
        { topics: ['games', `user:${userId}`], ttlMs: DASHBOARD_TTL_MS },
        () => getDashboard(app.db, { userId }),
      );
      return sendCachedJson(request, reply, answer, { maxAgeSeconds: 0 });
    },
  );
};

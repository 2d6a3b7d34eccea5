import {
  seriesDateMoveSchema,
  seriesDateParamsSchema,
  seriesIdParamsSchema,
  seriesPlannedChangeParamsSchema,
  seriesSchema,
  seriesStatsSchema,
  seriesTermsChangeSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { z } from 'zod';
import { authenticatedUser, requireRole } from '../../lib/auth-user.js';
import { errorResponses } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { signedIn } from '../../lib/signed-in-route.js';
import { changeSeriesTerms } from './change-series-terms.js';
import { moveSeriesDate } from './move-series-date.js';
import { cancelPlannedChange } from './planned-changes.js';
import { getSeriesStats } from './series-stats.js';

/** Changing a weekly game, its planned changes and its numbers (decisions 79 and 81). */
export const seriesChangesRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const organizerRoute = signedIn(app, { tags: ['series'], checks: [requireRole('organizer', 'admin')] });
  // A change reaches the series' published games: the cached game lists are read again.
  invalidateOnWrite(app, ['games']);

  app.patch(
    '/series/:id/terms',
    organizerRoute({
      summary:
        'Change a weekly game from a date on ("this and the following"); never the past. From a date beyond the next one to publish, the change is planned and applies then',
      params: seriesIdParamsSchema,
      body: seriesTermsChangeSchema,
      response: { 200: seriesSchema, ...errorResponses },
    }),
    async (request) =>
      changeSeriesTerms(app.db, {
        actor: authenticatedUser(request),
        seriesId: request.params.id,
        change: request.body,
        language: request.language,
        hooks,
      }),
  );

  app.delete(
    '/series/:id/planned-changes/:from_date',
    organizerRoute({
      summary: 'Cancel a planned change of a weekly game before its date; nothing of it applies',
      params: seriesPlannedChangeParamsSchema,
      response: { 204: z.null().describe('Cancelled'), ...errorResponses },
    }),
    async (request, reply) => {
      await cancelPlannedChange(app.db, {
        actor: authenticatedUser(request),
        seriesId: request.params.id,
        fromDate: request.params.from_date,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/series/:id/dates/:date/move',
    organizerRoute({
      summary: 'Move one published date to another kick-off; its players are told and may leave freely',
      params: seriesDateParamsSchema,
      body: seriesDateMoveSchema,
      response: { 200: seriesSchema, ...errorResponses },
    }),
    async (request) =>
      moveSeriesDate(app.db, {
        actor: authenticatedUser(request),
        seriesId: request.params.id,
        date: request.params.date,
        startsAt: request.body.starts_at,
        language: request.language,
        hooks,
      }),
  );

  app.get(
    '/series/:id/stats',
    organizerRoute({
      summary: 'A weekly game in numbers: fill rate, attendance and revenue per date, cancelled dates',
      params: seriesIdParamsSchema,
      response: { 200: seriesStatsSchema, ...errorResponses },
    }),
    async (request) =>
      getSeriesStats(app.db, { actor: authenticatedUser(request), seriesId: request.params.id }),
  );
};

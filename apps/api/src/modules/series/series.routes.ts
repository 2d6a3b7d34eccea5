import {
  createSeriesSchema,
  seriesDateParamsSchema,
  seriesIdParamsSchema,
  seriesListSchema,
  seriesSchema,
  seriesStatusChangeSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { authenticatedUser, requireRole } from '../../lib/auth-user.js';
import { errorResponses } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { signedIn } from '../../lib/signed-in-route.js';
import { changeSeriesStatus } from './change-series-status.js';
import { createSeries } from './create-series.js';
import { endSeries } from './end-series.js';
import { getSeries } from './get-series.js';
import { listMySeries } from './list-my-series.js';
import { skipSeriesDate } from './skip-series-date.js';

/** Weekly games: an organizer's series and their dates (docs/decisions/0073-weekly-series.md). */
export const seriesRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const organizerRoute = signedIn(app, { tags: ['series'], checks: [requireRole('organizer', 'admin')] });
  // A series publishes games: the cached game lists are read again after any change.
  invalidateOnWrite(app, ['games']);

  app.post(
    '/series',
    organizerRoute({
      summary: 'Start a weekly game; the dates inside its window are published as games at once',
      body: createSeriesSchema,
      response: { 201: seriesSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const series = await createSeries(app.db, {
        actor: authenticatedUser(request),
        series: request.body,
        language: request.language,
        hooks,
      });
      return reply.status(201).send(series);
    },
  );

  app.get(
    '/series',
    organizerRoute({
      summary: 'The weekly games I run, the running ones first',
      response: { 200: seriesListSchema, ...errorResponses },
    }),
    async (request) => listMySeries(app.db, { actor: authenticatedUser(request) }),
  );

  app.get(
    '/series/:id',
    organizerRoute({
      summary: 'A weekly game and its coming dates (its organizer or an admin)',
      params: seriesIdParamsSchema,
      response: { 200: seriesSchema, ...errorResponses },
    }),
    async (request) => getSeries(app.db, { actor: authenticatedUser(request), seriesId: request.params.id }),
  );

  app.patch(
    '/series/:id/status',
    organizerRoute({
      summary: 'Pause a weekly game (nothing more is published) or resume it',
      params: seriesIdParamsSchema,
      body: seriesStatusChangeSchema,
      response: { 200: seriesSchema, ...errorResponses },
    }),
    async (request) =>
      changeSeriesStatus(app.db, {
        actor: authenticatedUser(request),
        seriesId: request.params.id,
        status: request.body.status,
        hooks,
      }),
  );

  app.post(
    '/series/:id/dates/:date/skip',
    organizerRoute({
      summary: 'Skip one date (a holiday); its game, if published, is cancelled with refunds',
      params: seriesDateParamsSchema,
      response: { 200: seriesSchema, ...errorResponses },
    }),
    async (request) =>
      skipSeriesDate(app.db, {
        actor: authenticatedUser(request),
        seriesId: request.params.id,
        date: request.params.date,
        hooks,
      }),
  );

  app.post(
    '/series/:id/end',
    organizerRoute({
      summary: 'End a weekly game: its coming games are cancelled with refunds and notices',
      params: seriesIdParamsSchema,
      response: { 200: seriesSchema, ...errorResponses },
    }),
    async (request) =>
      endSeries(app.db, { actor: authenticatedUser(request), seriesId: request.params.id, hooks }),
  );
};

import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { requireRole } from '../../lib/auth-user.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { created, ok } from '../../lib/route-responses.js';
import { changeSeriesStatus } from './change-series-status.js';
import { createSeries } from './create-series.js';
import { endSeries } from './end-series.js';
import { getSeries } from './get-series.js';
import { listMySeries } from './list-my-series.js';
import { skipSeriesDate } from './skip-series-date.js';

/** Weekly games: an organizer's series and their dates (docs/decisions/0073-weekly-series.md). */
export const seriesRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const organizer = signedInRoutes(app, { tags: ['series'], checks: [requireRole('organizer', 'admin')] });
  // A series publishes games: the cached game lists are read again after any change.
  invalidateOnWrite(app, ['games']);

  organizer.post('/series', {
    summary: 'Start a weekly game; the dates inside its window are published as games at once',
    body: contracts.createSeriesSchema,
    response: created(contracts.seriesSchema),
    handler: async ({ user, body, language }) =>
      createSeries(app.db, {
        actor: user,
        series: body,
        language,
        hooks,
      }),
  });

  organizer.get('/series', {
    summary: 'The weekly games I run, the running ones first',
    response: ok(contracts.seriesListSchema),
    handler: async ({ user }) => listMySeries(app.db, { actor: user }),
  });

  organizer.get('/series/:id', {
    summary: 'A weekly game and its coming dates (its organizer or an admin)',
    params: contracts.seriesIdParamsSchema,
    response: ok(contracts.seriesSchema),
    handler: async ({ user, params }) => getSeries(app.db, { actor: user, seriesId: params.id }),
  });

  organizer.patch('/series/:id/status', {
    summary: 'Pause a weekly game (nothing more is published) or resume it',
    params: contracts.seriesIdParamsSchema,
    body: contracts.seriesStatusChangeSchema,
    response: ok(contracts.seriesSchema),
    handler: async ({ user, params, body }) =>
      changeSeriesStatus(app.db, {
        actor: user,
        seriesId: params.id,
        status: body.status,
        hooks,
      }),
  });

  organizer.post('/series/:id/dates/:date/skip', {
    summary: 'Skip one date (a holiday); its game, if published, is cancelled with refunds',
    params: contracts.seriesDateParamsSchema,
    response: ok(contracts.seriesSchema),
    handler: async ({ user, params }) =>
      skipSeriesDate(app.db, {
        actor: user,
        seriesId: params.id,
        date: params.date,
        hooks,
      }),
  });

  organizer.post('/series/:id/end', {
    summary: 'End a weekly game: its coming games are cancelled with refunds and notices',
    params: contracts.seriesIdParamsSchema,
    response: ok(contracts.seriesSchema),
    handler: async ({ user, params }) => endSeries(app.db, { actor: user, seriesId: params.id, hooks }),
  });
};

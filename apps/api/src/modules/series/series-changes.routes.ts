import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { requireRole } from '../../lib/auth-user.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { noContent, ok } from '../../lib/route-responses.js';
import { changeSeriesTerms } from './change-series-terms.js';
import { moveSeriesDate } from './move-series-date.js';
import { cancelPlannedChange } from './planned-changes.js';
import { getSeriesStats } from './series-stats.js';

/** Changing a weekly game, its planned changes and its numbers (decisions 79 and 81). */
export const seriesChangesRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const organizer = signedInRoutes(app, { tags: ['series'], checks: [requireRole('organizer', 'admin')] });
  // A change reaches the series' published games: the cached game lists are read again.
  invalidateOnWrite(app, ['games']);

  organizer.patch('/series/:id/terms', {
    summary:
      'Change a weekly game from a date on ("this and the following"); never the past. From a date beyond the next one to publish, the change is planned and applies then',
    params: contracts.seriesIdParamsSchema,
    body: contracts.seriesTermsChangeSchema,
    response: ok(contracts.seriesSchema),
    handler: async ({ user, params, body, language }) =>
      changeSeriesTerms(app.db, {
        actor: user,
        seriesId: params.id,
        change: body,
        language,
        hooks,
      }),
  });

  organizer.delete('/series/:id/planned-changes/:from_date', {
    summary: 'Cancel a planned change of a weekly game before its date; nothing of it applies',
    params: contracts.seriesPlannedChangeParamsSchema,
    response: noContent('Cancelled'),
    handler: async ({ user, params }) =>
      cancelPlannedChange(app.db, {
        actor: user,
        seriesId: params.id,
        fromDate: params.from_date,
      }),
  });

  organizer.post('/series/:id/dates/:date/move', {
    summary: 'Move one published date to another kick-off; its players are told and may leave freely',
    params: contracts.seriesDateParamsSchema,
    body: contracts.seriesDateMoveSchema,
    response: ok(contracts.seriesSchema),
    handler: async ({ user, params, body, language }) =>
      moveSeriesDate(app.db, {
        actor: user,
        seriesId: params.id,
        date: params.date,
        startsAt: body.starts_at,
        language,
        hooks,
      }),
  });

  organizer.get('/series/:id/stats', {
    summary: 'A weekly game in numbers: fill rate, attendance and revenue per date, cancelled dates',
    params: contracts.seriesIdParamsSchema,
    response: ok(contracts.seriesStatsSchema),
    handler: async ({ user, params }) => getSeriesStats(app.db, { actor: user, seriesId: params.id }),
  });
};

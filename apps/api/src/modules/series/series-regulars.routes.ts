import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { type AuthUser, requireRole } from '../../lib/auth-user.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { joinAsRegular } from './regulars/join-as-regular.js';
import { approveRegular, removeRegular } from './regulars/manage-regulars.js';
import { leaveAsRegular, setRegularNotices } from './regulars/my-regular-place.js';
import { sayNotThisWeek, takeBackNotThisWeek } from './regulars/not-this-week.js';
import { getSeriesPage } from './regulars/series-page.js';
import {
  listMyWeeklyGames,
  listSeriesRegulars,
  updateRegularSettings,
} from './regulars/series-regulars-view.js';

/** Regulars of a weekly game (docs/decisions/0074-series-regulars.md): the player's side and the organizer's. */
export const seriesRegularsRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const player = signedInRoutes(app, { tags: ['series'] });
  const organizer = signedInRoutes(app, { tags: ['series'], checks: [requireRole('organizer', 'admin')] });
  // Joining books games and "not this week" leaves them: the cached game lists are read again.
  invalidateOnWrite(app, ['games']);

  /** What these routes read of a request: who asks, about which weekly game. */
  type SeriesRequest = { user: AuthUser; params: { id: string } };
  const page = ({ user, params }: SeriesRequest) =>
    getSeriesPage(app.db, { actor: user, seriesId: params.id });
  /** The player changes their own place in the weekly game; the answer is its page as it now stands. */
  const changeMyPlace = async (
    request: SeriesRequest,
    change: (me: { userId: string; seriesId: string }) => Promise<unknown>,
  ) => {
    await change({ userId: request.user.id, seriesId: request.params.id });
    return page(request);
  };
  /** The organizer decides on one player's place; the answer is the regulars' list as it now stands. */
  const decideAndList = async (
    { user, params }: SeriesRequest & { params: { userId: string } },
    decide: typeof approveRegular,
  ) => {
    await decide(app.db, { actor: user, seriesId: params.id, userId: params.userId, hooks });
    return listSeriesRegulars(app.db, { actor: user, seriesId: params.id });
  };

  player.get('/series/:id/page', {
    summary: 'A weekly game as a player sees it: dates, regulars, history and my place',
    params: contracts.seriesIdParamsSchema,
    response: ok(contracts.seriesPageSchema),
    handler: async (request) => page(request),
  });

  player.post('/series/:id/regulars', {
    summary: 'Ask to be a regular, consenting to be booked and charged for each date until I leave',
    params: contracts.seriesIdParamsSchema,
    body: contracts.joinSeriesAsRegularSchema,
    response: ok(contracts.seriesPageSchema),
    handler: async (request) => changeMyPlace(request, (me) => joinAsRegular(app.db, { ...me, hooks })),
  });

  player.delete('/series/:id/regulars/me', {
    summary: 'Stop being a regular (games already booked stay mine)',
    params: contracts.seriesIdParamsSchema,
    response: ok(contracts.seriesPageSchema),
    handler: async (request) => changeMyPlace(request, (me) => leaveAsRegular(app.db, me)),
  });

  player.patch('/series/:id/regulars/me', {
    summary: "Stop or resume the weekly game's notices without leaving it",
    params: contracts.seriesIdParamsSchema,
    body: contracts.myRegularPlaceChangeSchema,
    response: ok(contracts.seriesPageSchema),
    handler: async (request) =>
      changeMyPlace(request, (me) => setRegularNotices(app.db, { ...me, muted: request.body.notices_muted })),
  });

  player.put('/series/:id/regulars/me/dates/:date/not-this-week', {
    summary: 'Say "not this week" for a date before its deadline; a booked game is left with its refund',
    params: contracts.seriesDateParamsSchema,
    response: ok(contracts.seriesPageSchema),
    handler: async (request) =>
      changeMyPlace(request, (me) => sayNotThisWeek(app.db, { ...me, date: request.params.date, hooks })),
  });

  player.delete('/series/:id/regulars/me/dates/:date/not-this-week', {
    summary: 'Take back "not this week" for a date not yet published',
    params: contracts.seriesDateParamsSchema,
    response: ok(contracts.seriesPageSchema),
    handler: async (request) =>
      changeMyPlace(request, (me) => takeBackNotThisWeek(app.db, { ...me, date: request.params.date })),
  });

  player.get('/users/me/weekly-games', {
    summary: 'The weekly games I am a regular of, with my next date and my state there',
    response: ok(contracts.myWeeklyGamesSchema),
    handler: async ({ user }) => listMyWeeklyGames(app.db, { userId: user.id }),
  });

  organizer.get('/series/:id/regulars', {
    summary: "A weekly game's regulars, requests and settings (its organizer or an admin)",
    params: contracts.seriesIdParamsSchema,
    response: ok(contracts.seriesRegularsSchema),
    handler: async ({ user, params }) => listSeriesRegulars(app.db, { actor: user, seriesId: params.id }),
  });

  organizer.patch('/series/:id/regulars/settings', {
    summary:
      'Change the regular places, the cap, auto-accept, the "not this week" deadline or misses allowed',
    params: contracts.seriesIdParamsSchema,
    body: contracts.seriesRegularSettingsSchema,
    response: ok(contracts.seriesRegularsSchema),
    handler: async ({ user, params, body, language }) =>
      updateRegularSettings(app.db, {
        actor: user,
        seriesId: params.id,
        changes: body,
        language,
      }),
  });

  organizer.post('/series/:id/regulars/:userId/approve', {
    summary: 'Accept a request to be a regular, while the cap allows',
    params: contracts.seriesRegularParamsSchema,
    response: ok(contracts.seriesRegularsSchema),
    handler: async (request) => decideAndList(request, approveRegular),
  });

  organizer.delete('/series/:id/regulars/:userId', {
    summary: 'Remove a regular, or refuse a request to be one',
    params: contracts.seriesRegularParamsSchema,
    response: ok(contracts.seriesRegularsSchema),
    handler: async (request) => decideAndList(request, removeRegular),
  });
};

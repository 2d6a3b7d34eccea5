import {
  joinSeriesAsRegularSchema,
  myRegularPlaceChangeSchema,
  myWeeklyGamesSchema,
  seriesDateParamsSchema,
  seriesIdParamsSchema,
  seriesPageSchema,
  seriesRegularParamsSchema,
  seriesRegularSettingsSchema,
  seriesRegularsSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { authenticatedUser, requireRole } from '../../lib/auth-user.js';
import { errorResponses } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { signedIn } from '../../lib/signed-in-route.js';
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
  const playerRoute = signedIn(app, { tags: ['series'] });
  const organizerRoute = signedIn(app, { tags: ['series'], checks: [requireRole('organizer', 'admin')] });
  // Joining books games and "not this week" leaves them: the cached game lists are read again.
  invalidateOnWrite(app, ['games']);

  type SeriesRequest = Parameters<typeof authenticatedUser>[0] & { params: { id: string } };
  const page = (request: SeriesRequest) =>
    getSeriesPage(app.db, { actor: authenticatedUser(request), seriesId: request.params.id });
  /** The player changes their own place in the weekly game; the answer is its page as it now stands. */
  const changeMyPlace = async (
    request: SeriesRequest,
    change: (me: { userId: string; seriesId: string }) => Promise<unknown>,
  ) => {
    await change({ userId: authenticatedUser(request).id, seriesId: request.params.id });
    return page(request);
  };
  /** The organizer decides on one player's place; the answer is the regulars' list as it now stands. */
  const decideAndList = async (
    request: SeriesRequest & { params: { userId: string } },
    decide: typeof approveRegular,
  ) => {
    const actor = authenticatedUser(request);
    await decide(app.db, { actor, seriesId: request.params.id, userId: request.params.userId, hooks });
    return listSeriesRegulars(app.db, { actor, seriesId: request.params.id });
  };

  app.get(
    '/series/:id/page',
    playerRoute({
      summary: 'A weekly game as a player sees it: dates, regulars, history and my place',
      params: seriesIdParamsSchema,
      response: { 200: seriesPageSchema, ...errorResponses },
    }),
    async (request) => page(request),
  );

  app.post(
    '/series/:id/regulars',
    playerRoute({
      summary: 'Ask to be a regular, consenting to be booked and charged for each date until I leave',
      params: seriesIdParamsSchema,
      body: joinSeriesAsRegularSchema,
      response: { 200: seriesPageSchema, ...errorResponses },
    }),
    async (request) => changeMyPlace(request, (me) => joinAsRegular(app.db, { ...me, hooks })),
  );

  app.delete(
    '/series/:id/regulars/me',
    playerRoute({
      summary: 'Stop being a regular (games already booked stay mine)',
      params: seriesIdParamsSchema,
      response: { 200: seriesPageSchema, ...errorResponses },
    }),
    async (request) => changeMyPlace(request, (me) => leaveAsRegular(app.db, me)),
  );

  app.patch(
    '/series/:id/regulars/me',
    playerRoute({
      summary: "Stop or resume the weekly game's notices without leaving it",
      params: seriesIdParamsSchema,
      body: myRegularPlaceChangeSchema,
      response: { 200: seriesPageSchema, ...errorResponses },
    }),
    async (request) =>
      changeMyPlace(request, (me) => setRegularNotices(app.db, { ...me, muted: request.body.notices_muted })),
  );

  app.put(
    '/series/:id/regulars/me/dates/:date/not-this-week',
    playerRoute({
      summary: 'Say "not this week" for a date before its deadline; a booked game is left with its refund',
      params: seriesDateParamsSchema,
      response: { 200: seriesPageSchema, ...errorResponses },
    }),
    async (request) =>
      changeMyPlace(request, (me) => sayNotThisWeek(app.db, { ...me, date: request.params.date, hooks })),
  );

  app.delete(
    '/series/:id/regulars/me/dates/:date/not-this-week',
    playerRoute({
      summary: 'Take back "not this week" for a date not yet published',
      params: seriesDateParamsSchema,
      response: { 200: seriesPageSchema, ...errorResponses },
    }),
    async (request) =>
      changeMyPlace(request, (me) => takeBackNotThisWeek(app.db, { ...me, date: request.params.date })),
  );

  app.get(
    '/users/me/weekly-games',
    playerRoute({
      summary: 'The weekly games I am a regular of, with my next date and my state there',
      response: { 200: myWeeklyGamesSchema, ...errorResponses },
    }),
    async (request) => listMyWeeklyGames(app.db, { userId: authenticatedUser(request).id }),
  );

  app.get(
    '/series/:id/regulars',
    organizerRoute({
      summary: "A weekly game's regulars, requests and settings (its organizer or an admin)",
      params: seriesIdParamsSchema,
      response: { 200: seriesRegularsSchema, ...errorResponses },
    }),
    async (request) =>
      listSeriesRegulars(app.db, { actor: authenticatedUser(request), seriesId: request.params.id }),
  );

  app.patch(
    '/series/:id/regulars/settings',
    organizerRoute({
      summary:
        'Change the regular places, the cap, auto-accept, the "not this week" deadline or misses allowed',
      params: seriesIdParamsSchema,
      body: seriesRegularSettingsSchema,
      response: { 200: seriesRegularsSchema, ...errorResponses },
    }),
    async (request) =>
      updateRegularSettings(app.db, {
        actor: authenticatedUser(request),
        seriesId: request.params.id,
        changes: request.body,
        language: request.language,
      }),
  );

  app.post(
    '/series/:id/regulars/:userId/approve',
    organizerRoute({
      summary: 'Accept a request to be a regular, while the cap allows',
      params: seriesRegularParamsSchema,
      response: { 200: seriesRegularsSchema, ...errorResponses },
    }),
    async (request) => decideAndList(request, approveRegular),
  );

  app.delete(
    '/series/:id/regulars/:userId',
    organizerRoute({
      summary: 'Remove a regular, or refuse a request to be one',
      params: seriesRegularParamsSchema,
      response: { 200: seriesRegularsSchema, ...errorResponses },
    }),
    async (request) => decideAndList(request, removeRegular),
  );
};

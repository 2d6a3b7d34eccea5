import {
  alertIdParamsSchema,
  alertUnsubscribeQuerySchema,
  alertUnsubscribeResultSchema,
  createAlertSchema,
  gameAlertListSchema,
  gameAlertSchema,
  gameWatchSchema,
  updateAlertSchema,
  watchGameParamsSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { z } from 'zod';
import { authenticatedUser } from '../../lib/auth-user.js';
import { errorResponses } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { openRoute, signedIn } from '../../lib/signed-in-route.js';
import { unsubscribeAlert } from './unsubscribe-alert.js';
import { createAlert, deleteAlert, listAlerts, updateAlert } from './manage-alerts.js';
import { claimWatchedPlace, readWatch, unwatchGame, watchGame } from './watch-game.js';

/** One-click unsubscribes per address per minute: a mail provider posts once per message. */
const UNSUBSCRIBES_PER_MINUTE = 20;

/** Game alerts (saved searches) and watchers of full games (docs/decisions/0076-game-alerts.md). */
export const alertsRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const playerRoute = signedIn(app, { tags: ['alerts'] });
  const publicRoute = openRoute({ tags: ['alerts'] });

  // RFC 8058: the mail provider posts `List-Unsubscribe=One-Click` as a form; the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/alerts',
    playerRoute({ summary: 'My saved searches', response: { 200: gameAlertListSchema, ...errorResponses } }),
    async (request) => listAlerts(app.db, authenticatedUser(request)),
  );

  app.post(
    '/alerts',
    playerRoute({
      summary: 'Save a search as an alert: told when a game I can book matching it is published',
      body: createAlertSchema,
      response: { 201: gameAlertSchema, ...errorResponses },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await createAlert(app.db, { actor: authenticatedUser(request), alert: request.body })),
  );

  app.patch(
    '/alerts/:id',
    playerRoute({
      summary: 'Pause or resume my alert, or change how it is delivered',
      params: alertIdParamsSchema,
      body: updateAlertSchema,
      response: { 200: gameAlertSchema, ...errorResponses },
    }),
    async (request) =>
      updateAlert(app.db, {
        actor: authenticatedUser(request),
        alertId: request.params.id,
        change: request.body,
      }),
  );

  app.delete(
    '/alerts/:id',
    playerRoute({
      summary: 'Delete my alert',
      params: alertIdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    }),
    async (request, reply) => {
      await deleteAlert(app.db, { actor: authenticatedUser(request), alertId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/alerts/unsubscribe',
    {
      ...publicRoute({
        summary:
          'One-click unsubscribe of an alert email (RFC 8058): pauses the alert the signed token names',
        querystring: alertUnsubscribeQuerySchema,
        response: { 200: alertUnsubscribeResultSchema, ...errorResponses },
      }),
      config: { rateLimit: { max: UNSUBSCRIBES_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => unsubscribeAlert(app.db, { token: request.query.token }),
  );

  // Watching a full game changes its places when a watcher takes one.
  invalidateOnWrite(app, ['games']);

  app.get(
    '/games/:id/watch',
    playerRoute({
      summary: 'Whether I watch this game, and a place held for me',
      params: watchGameParamsSchema,
      response: { 200: gameWatchSchema, ...errorResponses },
    }),
    async (request) => readWatch(app.db, { actor: authenticatedUser(request), gameId: request.params.id }),
  );

  app.put(
    '/games/:id/watch',
    playerRoute({
      summary: 'Watch a full game: told in small waves when a place frees and no one waits for it',
      params: watchGameParamsSchema,
      response: { 200: gameWatchSchema, ...errorResponses },
    }),
    async (request) => watchGame(app.db, { actor: authenticatedUser(request), gameId: request.params.id }),
  );

  app.delete(
    '/games/:id/watch',
    playerRoute({
      summary: 'Stop watching a game',
      params: watchGameParamsSchema,
      response: { 200: gameWatchSchema, ...errorResponses },
    }),
    async (request) => unwatchGame(app.db, { actor: authenticatedUser(request), gameId: request.params.id }),
  );

  app.post(
    '/games/:id/watch/claim',
    playerRoute({
      summary: 'Take the place I was told is free: the first watcher to tap has it held for a few minutes',
      params: watchGameParamsSchema,
      response: { 200: gameWatchSchema, ...errorResponses },
    }),
    async (request) =>
      claimWatchedPlace(app.db, { actor: authenticatedUser(request), gameId: request.params.id, hooks }),
  );
};

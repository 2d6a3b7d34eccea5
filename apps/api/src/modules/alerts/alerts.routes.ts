import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { created, ok } from '../../lib/route-responses.js';
import { unsubscribeAlert } from './unsubscribe-alert.js';
import { createAlert, deleteAlert, listAlerts, updateAlert } from './manage-alerts.js';
import { claimWatchedPlace, readWatch, unwatchGame, watchGame } from './watch-game.js';

/** One-click unsubscribes per address per minute: a mail provider posts once per message. */
const UNSUBSCRIBES_PER_MINUTE = 20;

/** Game alerts (saved searches) and watchers of full games (docs/decisions/0076-game-alerts.md). */
export const alertsRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const player = signedInRoutes(app, { tags: ['alerts'] });
  const anyone = openRoutes(app, { tags: ['alerts'] });

  // RFC 8058: the mail provider posts `List-Unsubscribe=One-Click` as a form; the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  player.get('/alerts', {
    summary: 'My saved searches',
    response: ok(contracts.gameAlertListSchema),
    handler: async ({ user }) => listAlerts(app.db, user),
  });

  player.post('/alerts', {
    summary: 'Save a search as an alert: told when a game I can book matching it is published',
    body: contracts.createAlertSchema,
    response: created(contracts.gameAlertSchema),
    handler: async ({ user, body }) => createAlert(app.db, { actor: user, alert: body }),
  });

  player.patch('/alerts/:id', {
    summary: 'Pause or resume my alert, or change how it is delivered',
    params: contracts.alertIdParamsSchema,
    body: contracts.updateAlertSchema,
    response: ok(contracts.gameAlertSchema),
    handler: async ({ user, params, body }) =>
      updateAlert(app.db, {
        actor: user,
        alertId: params.id,
        change: body,
      }),
  });

  player.delete('/alerts/:id', {
    summary: 'Delete my alert',
    params: contracts.alertIdParamsSchema,
    response: { 204: z.null(), ...errorResponses },
    handler: async ({ user, params }) => deleteAlert(app.db, { actor: user, alertId: params.id }),
  });

  anyone.post('/alerts/unsubscribe', {
    summary: 'One-click unsubscribe of an alert email (RFC 8058): pauses the alert the signed token names',
    querystring: contracts.alertUnsubscribeQuerySchema,
    response: ok(contracts.alertUnsubscribeResultSchema),
    config: { rateLimit: { max: UNSUBSCRIBES_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async ({ query }) => unsubscribeAlert(app.db, { token: query.token }),
  });

  // Watching a full game changes its places when a watcher takes one.
  invalidateOnWrite(app, ['games']);

  player.get('/games/:id/watch', {
    summary: 'Whether I watch this game, and a place held for me',
    params: contracts.watchGameParamsSchema,
    response: ok(contracts.gameWatchSchema),
    handler: async ({ user, params }) => readWatch(app.db, { actor: user, gameId: params.id }),
  });

  player.put('/games/:id/watch', {
    summary: 'Watch a full game: told in small waves when a place frees and no one waits for it',
    params: contracts.watchGameParamsSchema,
    response: ok(contracts.gameWatchSchema),
    handler: async ({ user, params }) => watchGame(app.db, { actor: user, gameId: params.id }),
  });

  player.delete('/games/:id/watch', {
    summary: 'Stop watching a game',
    params: contracts.watchGameParamsSchema,
    response: ok(contracts.gameWatchSchema),
    handler: async ({ user, params }) => unwatchGame(app.db, { actor: user, gameId: params.id }),
  });

  player.post('/games/:id/watch/claim', {
    summary: 'Take the place I was told is free: the first watcher to tap has it held for a few minutes',
    params: contracts.watchGameParamsSchema,
    response: ok(contracts.gameWatchSchema),
    handler: async ({ user, params }) => claimWatchedPlace(app.db, { actor: user, gameId: params.id, hooks }),
  });
};

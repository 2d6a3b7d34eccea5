import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from './game-hooks.js';
import { errorResponses } from '../../lib/error-responses.js';
import { answerKeptOrBuilt, invalidateOnWrite } from '../../lib/response-cache.js';
import { z } from 'zod';
import { requireRole } from '../../lib/auth-user.js';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { created, ok } from '../../lib/route-responses.js';
import { cancelGame } from './cancel-game.js';
import { createGames } from './create-games.js';
import { gameCalendar } from './game-calendar.js';
import { getRoster, updateRosterEntry } from './game-roster.js';
import { getGame } from './get-game.js';
import { leaveGame } from './leave-game.js';
import { listGamesCached, peekGamesCached } from './list-games-cached.js';
import { listMyGames } from './list-my-games.js';
import { listOrganizedGames } from './list-organized-games.js';
import { registerForGame } from './register-for-game.js';
import { streamGamePlaces } from './stream-game-places.js';
import { updateGame } from './update-game.js';

const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(8).max(200).optional(),
});
const organizerOrAdmin = requireRole('organizer', 'admin');
/** How long a browser or a shared cache may keep a visitor's game list. */
const GAME_LIST_MAX_AGE_SECONDS = 5;

/** Games: discovery for everyone, booking for players, publishing for organizers (docs/decisions/0010-booking-places-and-money.md). */
export const gamesRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const anyone = openRoutes(app, { tags: ['games'] });
  const identifying = openRoutes(app, { tags: ['games'], identify: true });
  const organizer = signedInRoutes(app, { tags: ['games'], checks: [organizerOrAdmin] });
  const signedIn = signedInRoutes(app, { tags: ['games'] });

  invalidateOnWrite(app, ['games']);
  identifying.get('/games', {
    summary: 'Find games: upcoming by default, soonest first; with my price when signed in',
    querystring: contracts.gameListQuerySchema,
    response: ok(contracts.gameListResponseSchema, 400, 401),
    handler: (request, reply) => {
      const input = { query: request.query, actor: request.user };
      // A kept answer is sent at once, without a promise (decision 104).
      return answerKeptOrBuilt(
        request,
        reply,
        peekGamesCached(app.responseCache, input),
        () => listGamesCached(app.db, app.responseCache, input),
        { maxAgeSeconds: GAME_LIST_MAX_AGE_SECONDS },
      );
    },
  });

  identifying.get('/games/:id', {
    summary: 'One game: venue, players, waitlist, my booking and my price',
    params: contracts.gameIdParamsSchema,
    response: ok(contracts.gameDetailSchema),
    handler: async ({ params, user }) => getGame(app.db, { gameId: params.id, actor: user }),
  });

  organizer.post('/games', {
    summary: 'Publish a game, or a weekly series (organizers)',
    body: contracts.createGameSchema,
    response: created(z.object({ items: z.array(contracts.gameSummarySchema) })),
    handler: async ({ user, body, language }) =>
      createGames(app.db, {
        actor: user,
        game: body,
        language,
      }),
  });

  organizer.patch('/games/:id', {
    summary: 'Change an open game (its organizer or an admin)',
    params: contracts.gameIdParamsSchema,
    body: contracts.updateGameSchema,
    response: ok(contracts.gameDetailSchema),
    handler: async ({ params, user, body, language }) =>
      app.gamePlaces.announceAfter(
        params.id,
        updateGame(app.db, {
          actor: user,
          gameId: params.id,
          changes: body,
          language,
          hooks,
        }),
      ),
  });

  organizer.post('/games/:id/cancel', {
    summary: 'Call a game off: everyone is refunded in full',
    params: contracts.gameIdParamsSchema,
    response: ok(z.object({ refunded_players: z.number().int() })),
    handler: async ({ params, user }) =>
      app.gamePlaces.announceAfter(params.id, cancelGame(app.db, { actor: user, gameId: params.id, hooks })),
  });

  signedIn.post('/games/:id/registrations', {
    summary: 'Take a place: pay from the wallet, hold it while topping up, pay cash, or join the waitlist',
    description:
      'A repeat with the same Idempotency-Key answers the first booking and changes nothing (200 instead of 201).',
    params: contracts.gameIdParamsSchema,
    headers: idempotencyHeaders,
    body: contracts.registerForGameSchema,
    response: {
      200: contracts.registrationResultSchema,
      201: contracts.registrationResultSchema,
      ...errorResponses,
    },
    handler: async (request, reply) => {
      const outcome = await registerForGame(app.db, {
        userId: request.user.id,
        gameId: request.params.id,
        paymentMethod: request.body.payment_method,
        idempotencyKey: request.headers['idempotency-key'],
        hooks,
      });
      if (outcome.created) app.gamePlaces.announce([request.params.id]);
      return reply.status(outcome.created ? 201 : 200).send(outcome.result);
    },
  });

  signedIn.delete('/games/:id/registrations/me', {
    summary: 'Leave a game: a full refund until 24 hours before kick-off',
    params: contracts.gameIdParamsSchema,
    response: ok(contracts.leaveResultSchema),
    handler: async ({ params, user }) =>
      app.gamePlaces.announceAfter(
        params.id,
        leaveGame(app.db, { userId: user.id, gameId: params.id, hooks }),
      ),
  });

  organizer.get('/games/:id/registrations', {
    summary: 'The roster: places, payments, attendance and the waitlist (the organizer)',
    params: contracts.gameIdParamsSchema,
    response: ok(contracts.gameRosterSchema),
    handler: async ({ user, params }) => getRoster(app.db, { actor: user, gameId: params.id }),
  });

  organizer.patch('/games/:id/registrations/:registrationId', {
    summary: 'Mark a cash booking paid, or take attendance (the organizer)',
    params: contracts.rosterEntryParamsSchema,
    body: contracts.updateRosterEntrySchema,
    response: ok(contracts.gameRosterSchema),
    handler: async ({ user, params, body }) =>
      updateRosterEntry(app.db, {
        actor: user,
        gameId: params.id,
        registrationId: params.registrationId,
        changes: body,
      }),
  });

  signedIn.get('/users/me/games', {
    summary: 'My games: upcoming or past',
    querystring: contracts.myGamesQuerySchema,
    response: ok(contracts.myGamesResponseSchema, 400, 401),
    handler: async ({ user, query }) => listMyGames(app.db, { userId: user.id, query }),
  });

  organizer.get('/users/me/organized-games', {
    summary: 'The games I organize by view (upcoming, results to record, past, cancelled), with counts',
    querystring: contracts.organizedGamesQuerySchema,
    response: ok(contracts.organizedGamesResponseSchema),
    handler: async ({ user, query }) => listOrganizedGames(app.db, { actor: user, query }),
  });

  anyone.get('/games/:id/calendar.ics', {
    summary: 'The game as an iCalendar event (Asia/Baku)',
    params: contracts.gameIdParamsSchema,
    response: ok(z.string(), 400, 404),
    handler: async (request, reply) => {
      const game = await getGame(app.db, { gameId: request.params.id, actor: null });
      const origin = `${request.protocol}://${request.host}`;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="oyna-game-${game.id}.ics"`)
        .send(gameCalendar(game, { url: `${origin}/games/${game.id}` }));
    },
  });

  anyone.get('/games/:id/events', {
    summary: 'Server-Sent Events: the places left and the waitlist whenever they change',
    params: contracts.gameIdParamsSchema,
    handler: async (request, reply) => streamGamePlaces(app, request, reply, request.params.id),
  });
};

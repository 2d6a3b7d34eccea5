import {
  createGameSchema,
  gameDetailSchema,
  gameIdParamsSchema,
  gameListQuerySchema,
  gameListResponseSchema,
  gameRosterSchema,
  gameSummarySchema,
  leaveResultSchema,
  myGamesQuerySchema,
  myGamesResponseSchema,
  organizedGamesQuerySchema,
  organizedGamesResponseSchema,
  registerForGameSchema,
  registrationResultSchema,
  rosterEntryParamsSchema,
  updateGameSchema,
  updateRosterEntrySchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from './game-hooks.js';
import { errorResponses, errorResponsesFor } from '../../lib/error-responses.js';
import { invalidateOnWrite, sendCachedJson } from '../../lib/response-cache.js';
import { z } from 'zod';
import { authenticatedUser, requireRole } from '../../lib/auth-user.js';
import { openRoute, signedIn } from '../../lib/signed-in-route.js';
import { cancelGame } from './cancel-game.js';
import { createGames } from './create-games.js';
import { gameCalendar } from './game-calendar.js';
import { getRoster, updateRosterEntry } from './game-roster.js';
import { getGame } from './get-game.js';
import { leaveGame } from './leave-game.js';
import { listGamesCached } from './list-games-cached.js';
import { listMyGames } from './list-my-games.js';
import { listOrganizedGames } from './list-organized-games.js';
import { registerForGame } from './register-for-game.js';
import { streamGamePlaces } from './stream-game-places.js';
import { updateGame } from './update-game.js';

const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(8).max(200).optional(),
});
const organizer = requireRole('organizer', 'admin');
/** How long a browser or a shared cache may keep a visitor's game list. */
const GAME_LIST_MAX_AGE_SECONDS = 5;

/** Games: discovery for everyone, booking for players, publishing for organizers (docs/decisions/0010-booking-places-and-money.md). */
export const gamesRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const publicRoute = openRoute({ tags: ['games'] });
  const organizerRoute = signedIn(app, { tags: ['games'], checks: [organizer] });
  const signedInRoute = signedIn(app, { tags: ['games'] });

  invalidateOnWrite(app, ['games']);
  app.get(
    '/games',
    {
      preHandler: app.identify,
      ...publicRoute({
        summary: 'Find games: upcoming by default, soonest first; with my price when signed in',
        querystring: gameListQuerySchema,
        response: { 200: gameListResponseSchema, ...errorResponsesFor(400, 401) },
      }),
    },
    async (request, reply) =>
      sendCachedJson(
        request,
        reply,
        await listGamesCached(app.db, app.responseCache, { query: request.query, actor: request.user }),
        { maxAgeSeconds: GAME_LIST_MAX_AGE_SECONDS },
      ),
  );

  app.get(
    '/games/:id',
    {
      preHandler: app.identify,
      ...publicRoute({
        summary: 'One game: venue, players, waitlist, my booking and my price',
        params: gameIdParamsSchema,
        response: { 200: gameDetailSchema, ...errorResponses },
      }),
    },
    async (request) => getGame(app.db, { gameId: request.params.id, actor: request.user }),
  );

  app.post(
    '/games',
    organizerRoute({
      summary: 'Publish a game, or a weekly series (organizers)',
      body: createGameSchema,
      response: { 201: z.object({ items: z.array(gameSummarySchema) }), ...errorResponses },
    }),
    async (request, reply) => {
      const created = await createGames(app.db, {
        actor: authenticatedUser(request),
        game: request.body,
        language: request.language,
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/games/:id',
    organizerRoute({
      summary: 'Change an open game (its organizer or an admin)',
      params: gameIdParamsSchema,
      body: updateGameSchema,
      response: { 200: gameDetailSchema, ...errorResponses },
    }),
    async (request) =>
      app.gamePlaces.announceAfter(
        request.params.id,
        updateGame(app.db, {
          actor: authenticatedUser(request),
          gameId: request.params.id,
          changes: request.body,
          language: request.language,
          hooks,
        }),
      ),
  );

  app.post(
    '/games/:id/cancel',
    organizerRoute({
      summary: 'Call a game off: everyone is refunded in full',
      params: gameIdParamsSchema,
      response: { 200: z.object({ refunded_players: z.number().int() }), ...errorResponses },
    }),
    async (request) =>
      app.gamePlaces.announceAfter(
        request.params.id,
        cancelGame(app.db, { actor: authenticatedUser(request), gameId: request.params.id, hooks }),
      ),
  );

  app.post(
    '/games/:id/registrations',
    signedInRoute({
      summary: 'Take a place: pay from the wallet, hold it while topping up, pay cash, or join the waitlist',
      description:
        'A repeat with the same Idempotency-Key answers the first booking and changes nothing (200 instead of 201).',
      params: gameIdParamsSchema,
      headers: idempotencyHeaders,
      body: registerForGameSchema,
      response: { 200: registrationResultSchema, 201: registrationResultSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const outcome = await registerForGame(app.db, {
        userId: authenticatedUser(request).id,
        gameId: request.params.id,
        paymentMethod: request.body.payment_method,
        idempotencyKey: request.headers['idempotency-key'],
        hooks,
      });
      if (outcome.created) app.gamePlaces.announce([request.params.id]);
      return reply.status(outcome.created ? 201 : 200).send(outcome.result);
    },
  );

  app.delete(
    '/games/:id/registrations/me',
    signedInRoute({
      summary: 'Leave a game: a full refund until 24 hours before kick-off',
      params: gameIdParamsSchema,
      response: { 200: leaveResultSchema, ...errorResponses },
    }),
    async (request) =>
      app.gamePlaces.announceAfter(
        request.params.id,
        leaveGame(app.db, { userId: authenticatedUser(request).id, gameId: request.params.id, hooks }),
      ),
  );

  app.get(
    '/games/:id/registrations',
    organizerRoute({
      summary: 'The roster: places, payments, attendance and the waitlist (the organizer)',
      params: gameIdParamsSchema,
      response: { 200: gameRosterSchema, ...errorResponses },
    }),
    async (request) => getRoster(app.db, { actor: authenticatedUser(request), gameId: request.params.id }),
  );

  app.patch(
    '/games/:id/registrations/:registrationId',
    organizerRoute({
      summary: 'Mark a cash booking paid, or take attendance (the organizer)',
      params: rosterEntryParamsSchema,
      body: updateRosterEntrySchema,
      response: { 200: gameRosterSchema, ...errorResponses },
    }),
    async (request) =>
      updateRosterEntry(app.db, {
        actor: authenticatedUser(request),
        gameId: request.params.id,
        registrationId: request.params.registrationId,
        changes: request.body,
      }),
  );

  app.get(
    '/users/me/games',
    signedInRoute({
      summary: 'My games: upcoming or past',
      querystring: myGamesQuerySchema,
      response: { 200: myGamesResponseSchema, ...errorResponsesFor(400, 401) },
    }),
    async (request) => listMyGames(app.db, { userId: authenticatedUser(request).id, query: request.query }),
  );

  app.get(
    '/users/me/organized-games',
    organizerRoute({
      summary: 'The games I organize by view (upcoming, results to record, past, cancelled), with counts',
      querystring: organizedGamesQuerySchema,
      response: { 200: organizedGamesResponseSchema, ...errorResponses },
    }),
    async (request) =>
      listOrganizedGames(app.db, { actor: authenticatedUser(request), query: request.query }),
  );

  app.get(
    '/games/:id/calendar.ics',
    publicRoute({
      summary: 'The game as an iCalendar event (Asia/Baku)',
      params: gameIdParamsSchema,
      response: { 200: z.string(), ...errorResponsesFor(400, 404) },
    }),
    async (request, reply) => {
      const game = await getGame(app.db, { gameId: request.params.id, actor: null });
      const origin = `${request.protocol}://${request.host}`;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="oyna-game-${game.id}.ics"`)
        .send(gameCalendar(game, { url: `${origin}/games/${game.id}` }));
    },
  );

  app.get(
    '/games/:id/events',
    publicRoute({
      summary: 'Server-Sent Events: the places left and the waitlist whenever they change',
      params: gameIdParamsSchema,
    }),
    async (request, reply) => streamGamePlaces(app, request, reply, request.params.id),
  );
};

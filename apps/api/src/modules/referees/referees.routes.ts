import {
  assignRefereeSchema,
  fairPlayResponseSchema,
  fairPlaySchema,
  gameDetailSchema,
  gameIdParamsSchema,
  refereeListResponseSchema,
  refereeSearchQuerySchema,
  refereedGamesQuerySchema,
  refereedGamesResponseSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedUser, requireRole } from '../../lib/auth-user.js';
import { errorResponses } from '../../lib/error-responses.js';
import { signedInOnRequest } from '../../lib/signed-in-route.js';
import { assignReferee } from './assign-referee.js';
import { listRefereedGames } from './list-refereed-games.js';
import { rateFairPlay } from './rate-fair-play.js';
import { searchReferees } from './search-referees.js';

/** Referees (decision 37): organizers assign them, referees see their schedule and rate fair play. */
export const refereesRoutes: FastifyPluginAsyncZod = async (app) => {
  const organizerRoute = signedInOnRequest(app, {
    tags: ['games'],
    checks: [requireRole('organizer', 'admin')],
  });
  const refereeRoute = signedInOnRequest(app, { tags: ['users'], checks: [requireRole('referee')] });

  app.get(
    '/referees',
    organizerRoute({
      summary: 'Find a referee to assign, by name (organizers and admins)',
      querystring: refereeSearchQuerySchema,
      response: { 200: refereeListResponseSchema, ...errorResponses },
    }),
    async (request) => searchReferees(app.db, { search: request.query.search }),
  );

  app.put(
    '/games/:id/referee',
    organizerRoute({
      summary:
        'Assign the referee of a game with a referee, or remove them with null (its organizer or an admin)',
      params: gameIdParamsSchema,
      body: assignRefereeSchema,
      response: { 200: gameDetailSchema, ...errorResponses },
    }),
    async (request) =>
      assignReferee(app.db, {
        actor: authenticatedUser(request),
        gameId: request.params.id,
        body: request.body,
      }),
  );

  app.get(
    '/users/me/refereed-games',
    refereeRoute({
      summary: 'The games I referee: upcoming or past (referees)',
      querystring: refereedGamesQuerySchema,
      response: { 200: refereedGamesResponseSchema, ...errorResponses },
    }),
    async (request) =>
      listRefereedGames(app.db, { userId: authenticatedUser(request).id, query: request.query }),
  );

  app.put(
    '/games/:id/fair-play',
    refereeRoute({
      tags: ['results'],
      summary: 'Mark the players’ fair play from 1 to 5 after the game (its referee)',
      params: gameIdParamsSchema,
      body: fairPlaySchema,
      response: { 200: fairPlayResponseSchema, ...errorResponses },
    }),
    async (request) =>
      rateFairPlay(app.db, {
        actor: authenticatedUser(request),
        gameId: request.params.id,
        body: request.body,
      }),
  );
};

import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../lib/auth-user.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { assignReferee } from './assign-referee.js';
import { listRefereedGames } from './list-refereed-games.js';
import { rateFairPlay } from './rate-fair-play.js';
import { searchReferees } from './search-referees.js';

/** Referees (decision 37): organizers assign them, referees see their schedule and rate fair play. */
export const refereesRoutes: FastifyPluginAsyncZod = async (app) => {
  const organizer = signedInRoutes(app, {
    tags: ['games'],
    checks: [requireRole('organizer', 'admin')],
    hook: 'onRequest',
  });
  const referee = signedInRoutes(app, {
    tags: ['users'],
    checks: [requireRole('referee')],
    hook: 'onRequest',
  });

  organizer.get('/referees', {
    summary: 'Find a referee to assign, by name (organizers and admins)',
    querystring: contracts.refereeSearchQuerySchema,
    response: ok(contracts.refereeListResponseSchema),
    handler: async ({ query }) => searchReferees(app.db, { search: query.search }),
  });

  organizer.put('/games/:id/referee', {
    summary:
      'Assign the referee of a game with a referee, or remove them with null (its organizer or an admin)',
    params: contracts.gameIdParamsSchema,
    body: contracts.assignRefereeSchema,
    response: ok(contracts.gameDetailSchema),
    handler: async ({ user, params, body }) =>
      assignReferee(app.db, {
        actor: user,
        gameId: params.id,
        body,
      }),
  });

  referee.get('/users/me/refereed-games', {
    summary: 'The games I referee: upcoming or past (referees)',
    querystring: contracts.refereedGamesQuerySchema,
    response: ok(contracts.refereedGamesResponseSchema),
    handler: async ({ user, query }) => listRefereedGames(app.db, { userId: user.id, query }),
  });

  referee.put('/games/:id/fair-play', {
    tags: ['results'],
    summary: 'Mark the players’ fair play from 1 to 5 after the game (its referee)',
    params: contracts.gameIdParamsSchema,
    body: contracts.fairPlaySchema,
    response: ok(contracts.fairPlayResponseSchema),
    handler: async ({ user, params, body }) =>
      rateFairPlay(app.db, {
        actor: user,
        gameId: params.id,
        body,
      }),
  });
};

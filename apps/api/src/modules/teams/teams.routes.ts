import {
  balanceTeamsBodySchema,
  gameIdParamsSchema,
  gameTeamsSchema,
  saveTeamsBodySchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedUser, requireRole } from '../../plugins/authenticate.js';
import { balanceGameTeams } from './balance-game-teams.js';
import { getGameTeams } from './get-game-teams.js';
import { resetGameTeams } from './reset-game-teams.js';
import { saveGameTeams } from './save-game-teams.js';
import { errorResponses } from '../../lib/error-responses.js';

const organizer = requireRole('organizer', 'admin');

/** The teams of a game: balanced by the balancer or arranged by hand by its organizer (issue 8). */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/games/:id/teams',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['teams'],
        summary: 'The teams of a game (its confirmed players, its organizer, admins)',
        description:
          'Players who joined after the teams were saved are listed in `unassigned`; players who left are dropped, and the strengths and spread are those of the players shown. Before any save `teams` is empty and every confirmed player is unassigned.',
        security: [{ bearer: [] }],
        params: gameIdParamsSchema,
        response: { 200: gameTeamsSchema, ...errorResponses },
      },
    },
    async (request) => getGameTeams(app.db, { actor: authenticatedUser(request), gameId: request.params.id }),
  );

  app.post(
    '/games/:id/teams/balance',
    {
      preHandler: [app.authenticate, organizer],
      schema: {
        tags: ['teams'],
        summary: 'Split the confirmed players into 2-4 fair teams and save them (the organizer)',
        description:
          'Replaces any saved teams. Players in `locks` stay in the given team (0 is team A) and keep `locked: true`; the rest are rebalanced around them. The same players, locks and seed give the same teams.',
        security: [{ bearer: [] }],
        params: gameIdParamsSchema,
        body: balanceTeamsBodySchema,
        response: { 200: gameTeamsSchema, ...errorResponses },
      },
    },
    async (request) =>
      balanceGameTeams(app.db, {
        actor: authenticatedUser(request),
        gameId: request.params.id,
        body: request.body,
      }),
  );

  app.put(
    '/games/:id/teams',
    {
      preHandler: [app.authenticate, organizer],
      schema: {
        tags: ['teams'],
        summary: 'Save teams arranged by hand (the organizer)',
        description:
          'Every confirmed player exactly once, team sizes within one of each other; replaces any saved teams.',
        security: [{ bearer: [] }],
        params: gameIdParamsSchema,
        body: saveTeamsBodySchema,
        response: { 200: gameTeamsSchema, ...errorResponses },
      },
    },
    async (request) =>
      saveGameTeams(app.db, {
        actor: authenticatedUser(request),
        gameId: request.params.id,
        body: request.body,
      }),
  );

  app.delete(
    '/games/:id/teams',
    {
      preHandler: [app.authenticate, organizer],
      schema: {
        tags: ['teams'],
        summary: 'Forget the saved teams: every confirmed player is unassigned again (the organizer)',
        security: [{ bearer: [] }],
        params: gameIdParamsSchema,
        response: { 200: gameTeamsSchema, ...errorResponses },
      },
    },
    async (request) =>
      resetGameTeams(app.db, { actor: authenticatedUser(request), gameId: request.params.id }),
  );
};

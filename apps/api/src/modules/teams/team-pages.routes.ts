import { teamDetailSchema, teamIdParamsSchema, teamMembersResponseSchema } from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTeam } from './get-team.js';
import { listMembers } from './members.js';
import { errorResponses } from '../../lib/error-responses.js';
import { openRoute } from '../../lib/signed-in-route.js';

/**
 * A team's page, readable signed out like the competitions that list the team
 * (docs/decisions/0052-public-team-pages-and-player-cards.md): the team, and a public team's
 * members, each under their own privacy. With a token, the player's role, permissions and
 * pending request or invitation too.
 */
export const teamPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = openRoute({ tags: ['teams'] });
  app.get(
    '/teams/:id',
    {
      preHandler: app.identify,
      ...publicRoute({
        summary:
          'One team, what you may do in it, and your pending request or invitation (visitors: the team)',
        params: teamIdParamsSchema,
        response: { 200: teamDetailSchema, ...errorResponses },
      }),
    },
    async (request) => getTeam(app.db, { teamId: request.params.id, actor: request.user }),
  );

  app.get(
    '/teams/:id/members',
    {
      preHandler: app.identify,
      ...publicRoute({
        summary: 'The current members: captain, vice-captains, then by name (a private team: members only)',
        params: teamIdParamsSchema,
        response: { 200: teamMembersResponseSchema, ...errorResponses },
      }),
    },
    async (request) => listMembers(app.db, { actor: request.user, teamId: request.params.id }),
  );
};

import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTeam } from './get-team.js';
import { listMembers } from './members.js';
import { openRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';

/**
 * A team's page, readable signed out like the competitions that list the team
 * (docs/decisions/0052-public-team-pages-and-player-cards.md): the team, and a public team's
 * members, each under their own privacy. With a token, the player's role, permissions and
 * pending request or invitation too.
 */
export const teamPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const identifying = openRoutes(app, { tags: ['teams'], identify: true });
  identifying.get('/teams/:id', {
    summary: 'One team, what you may do in it, and your pending request or invitation (visitors: the team)',
    params: contracts.teamIdParamsSchema,
    response: ok(contracts.teamDetailSchema),
    handler: async ({ params, user }) => getTeam(app.db, { teamId: params.id, actor: user }),
  });

  identifying.get('/teams/:id/members', {
    summary: 'The current members: captain, vice-captains, then by name (a private team: members only)',
    params: contracts.teamIdParamsSchema,
    response: ok(contracts.teamMembersResponseSchema),
    handler: async ({ user, params }) => listMembers(app.db, { actor: user, teamId: params.id }),
  });
};

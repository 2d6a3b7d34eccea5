import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_UPLOAD_LIMITS } from '../users/read-photo-upload.js';
import { formationsRoutes } from './formations.routes.js';
import type { TeamHooks } from './team-hooks.js';
import { teamMembersRoutes } from './team-members.routes.js';
import { teamPagesRoutes } from './team-pages.routes.js';
import { teamsRoutes } from './teams.routes.js';

/** Every teams route (docs/decisions/0022-teams-rules.md); multipart for the logo, as for photos. */
export const teamsPlugin: FastifyPluginAsyncZod<{ hooks: TeamHooks }> = async (app, { hooks }) => {
  await app.register(fastifyMultipart, { limits: PHOTO_UPLOAD_LIMITS });
  await app.register(teamPagesRoutes);
  await app.register(teamsRoutes, { hooks });
  await app.register(teamMembersRoutes);
  await app.register(formationsRoutes);
};

import {
  createTeamBodySchema,
  joinByCodeBodySchema,
  joinTeamBodySchema,
  joinTeamResultSchema,
  leaveTeamResultSchema,
  teamDetailSchema,
  teamIdParamsSchema,
  teamInviteSecretsSchema,
  teamListQuerySchema,
  teamListResponseSchema,
  updateTeamBodySchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TeamHooks } from './team-hooks.js';
import { z } from 'zod';
import { authenticatedUser } from '../../lib/auth-user.js';
import { errorResponses, errorResponsesFor } from '../../lib/error-responses.js';
import { optionalBody } from '../../lib/optional-body.js';
import { signedIn } from '../../lib/signed-in-route.js';
import { PHOTO_UPLOADS_PER_MINUTE, readPhotoUpload } from '../users/read-photo-upload.js';
import { createTeam } from './create-team.js';
import { deleteTeam } from './delete-team.js';
import { rotateInviteSecrets } from './invite-candidates.js';
import { joinTeam, joinTeamByCode } from './join-team.js';
import { listTeams } from './list-teams.js';
import { leaveTeam } from './members.js';
import { removeTeamLogo, uploadTeamLogo } from './team-logo.js';
import { updateTeam } from './update-team.js';

/** Teams: list, create, change, delete, join, leave, logo and the secret link (decision 22); reading one is `teamPagesRoutes`. */
export const teamsRoutes: FastifyPluginAsyncZod<{ hooks: TeamHooks }> = async (app, { hooks }) => {
  const signedInRoute = signedIn(app, { tags: ['teams'] });

  app.get(
    '/teams',
    signedInRoute({
      summary: 'Find teams (all, or mine): search, status and type filters, a page',
      querystring: teamListQuerySchema,
      response: { 200: teamListResponseSchema, ...errorResponsesFor(400, 401) },
    }),
    async (request) => listTeams(app.db, { query: request.query, actor: authenticatedUser(request) }),
  );

  app.post(
    '/teams',
    signedInRoute({
      summary: 'Create a team: you become its captain',
      body: createTeamBodySchema,
      response: { 201: teamDetailSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const team = await createTeam(app.db, { actor: authenticatedUser(request), team: request.body });
      return reply.status(201).send(team);
    },
  );

  app.post(
    '/teams/join',
    signedInRoute({
      summary: 'Join the team that has this code (admits at once, a private team too)',
      body: joinByCodeBodySchema,
      response: { 200: joinTeamResultSchema, ...errorResponses },
    }),
    async (request) => joinTeamByCode(app.db, { actor: authenticatedUser(request), code: request.body.code }),
  );

  app.patch(
    '/teams/:id',
    signedInRoute({
      summary: 'Change the team (captain): only the fields sent',
      params: teamIdParamsSchema,
      body: updateTeamBodySchema,
      response: { 200: teamDetailSchema, ...errorResponses },
    }),
    async (request) =>
      updateTeam(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        changes: request.body,
      }),
  );

  app.delete(
    '/teams/:id',
    signedInRoute({
      summary: 'Delete the team (captain); its past matches stay in history',
      params: teamIdParamsSchema,
      response: { 204: z.null().describe('Deleted'), ...errorResponses },
    }),
    async (request, reply) => {
      await deleteTeam(app.db, { actor: authenticatedUser(request), teamId: request.params.id, hooks });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/teams/:id/join',
    signedInRoute({
      summary:
        'Join: with the code or link token, an invitation, or auto-accept at once; else a join request',
      params: teamIdParamsSchema,
      body: optionalBody(joinTeamBodySchema),
      response: { 200: joinTeamResultSchema, ...errorResponses },
    }),
    async (request) =>
      joinTeam(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        code: request.body.code,
        token: request.body.token,
        message: request.body.message,
      }),
  );

  app.post(
    '/teams/:id/leave',
    signedInRoute({
      summary: 'Leave the team (a captain hands over first; the last member leaving deletes it)',
      params: teamIdParamsSchema,
      response: { 200: leaveTeamResultSchema, ...errorResponses },
    }),
    async (request) =>
      leaveTeam(app.db, { actor: authenticatedUser(request), teamId: request.params.id, hooks }),
  );

  app.post(
    '/teams/:id/invite-link/rotate',
    signedInRoute({
      summary: 'New join code and link token (captain); the old ones stop working',
      params: teamIdParamsSchema,
      response: { 200: teamInviteSecretsSchema, ...errorResponses },
    }),
    async (request) =>
      rotateInviteSecrets(app.db, { actor: authenticatedUser(request), teamId: request.params.id }),
  );

  app.post(
    '/teams/:id/logo',
    {
      config: { rateLimit: { max: PHOTO_UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
      ...signedInRoute({
        summary: 'Upload the team logo (captain; multipart/form-data, one file)',
        description:
          'A JPG or PNG by content, at most 5 MB and 8000 x 8000 pixels; stored as a 512 x 512 JPEG ' +
          'without metadata under a new random name, exactly like a profile photo. The old logo is deleted.',
        consumes: ['multipart/form-data'],
        params: teamIdParamsSchema,
        response: {
          200: teamDetailSchema,
          ...errorResponses,
          ...errorResponsesFor(413, 415, 429),
        },
      }),
    },
    async (request) => {
      const logo = await readPhotoUpload(app, request);
      return uploadTeamLogo(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        logo,
        storage: app.fileStorage,
        onCleanupError: (url, error) => request.log.warn({ url, err: error }, 'old logo not removed'),
      });
    },
  );

  app.delete(
    '/teams/:id/logo',
    signedInRoute({
      summary: 'Remove the team logo (captain)',
      params: teamIdParamsSchema,
      response: { 200: teamDetailSchema, ...errorResponses },
    }),
    async (request) =>
      removeTeamLogo(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        storage: app.fileStorage,
        onCleanupError: (url, error) => request.log.warn({ url, err: error }, 'old logo not removed'),
      }),
  );
};

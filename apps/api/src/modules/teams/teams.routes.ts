import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TeamHooks } from './team-hooks.js';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { optionalBody } from '../../lib/optional-body.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { created, noContent, ok } from '../../lib/route-responses.js';
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
  const signedIn = signedInRoutes(app, { tags: ['teams'] });

  signedIn.get('/teams', {
    summary: 'Find teams (all, or mine): search, status and type filters, a page',
    querystring: contracts.teamListQuerySchema,
    response: ok(contracts.teamListResponseSchema, 400, 401),
    handler: async ({ query, user }) => listTeams(app.db, { query, actor: user }),
  });

  signedIn.post('/teams', {
    summary: 'Create a team: you become its captain',
    body: contracts.createTeamBodySchema,
    response: created(contracts.teamDetailSchema),
    handler: async ({ user, body }) => createTeam(app.db, { actor: user, team: body }),
  });

  signedIn.post('/teams/join', {
    summary: 'Join the team that has this code (admits at once, a private team too)',
    body: contracts.joinByCodeBodySchema,
    response: ok(contracts.joinTeamResultSchema),
    handler: async ({ user, body }) => joinTeamByCode(app.db, { actor: user, code: body.code }),
  });

  signedIn.patch('/teams/:id', {
    summary: 'Change the team (captain): only the fields sent',
    params: contracts.teamIdParamsSchema,
    body: contracts.updateTeamBodySchema,
    response: ok(contracts.teamDetailSchema),
    handler: async ({ user, params, body }) =>
      updateTeam(app.db, {
        actor: user,
        teamId: params.id,
        changes: body,
      }),
  });

  signedIn.delete('/teams/:id', {
    summary: 'Delete the team (captain); its past matches stay in history',
    params: contracts.teamIdParamsSchema,
    response: noContent('Deleted'),
    handler: async ({ user, params }) => deleteTeam(app.db, { actor: user, teamId: params.id, hooks }),
  });

  signedIn.post('/teams/:id/join', {
    summary: 'Join: with the code or link token, an invitation, or auto-accept at once; else a join request',
    params: contracts.teamIdParamsSchema,
    body: optionalBody(contracts.joinTeamBodySchema),
    response: ok(contracts.joinTeamResultSchema),
    handler: async ({ user, params, body }) =>
      joinTeam(app.db, {
        actor: user,
        teamId: params.id,
        code: body.code,
        token: body.token,
        message: body.message,
      }),
  });

  signedIn.post('/teams/:id/leave', {
    summary: 'Leave the team (a captain hands over first; the last member leaving deletes it)',
    params: contracts.teamIdParamsSchema,
    response: ok(contracts.leaveTeamResultSchema),
    handler: async ({ user, params }) => leaveTeam(app.db, { actor: user, teamId: params.id, hooks }),
  });

  signedIn.post('/teams/:id/invite-link/rotate', {
    summary: 'New join code and link token (captain); the old ones stop working',
    params: contracts.teamIdParamsSchema,
    response: ok(contracts.teamInviteSecretsSchema),
    handler: async ({ user, params }) => rotateInviteSecrets(app.db, { actor: user, teamId: params.id }),
  });

  signedIn.post('/teams/:id/logo', {
    summary: 'Upload the team logo (captain; multipart/form-data, one file)',
    description:
      'A JPG or PNG by content, at most 5 MB and 8000 x 8000 pixels; stored as a 512 x 512 JPEG ' +
      'without metadata under a new random name, exactly like a profile photo. The old logo is deleted.',
    consumes: ['multipart/form-data'],
    params: contracts.teamIdParamsSchema,
    response: { ...ok(contracts.teamDetailSchema), ...errorResponsesFor(413, 415, 429) },
    config: { rateLimit: { max: PHOTO_UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request) => {
      const logo = await readPhotoUpload(app, request);
      return uploadTeamLogo(app.db, {
        actor: request.user,
        teamId: request.params.id,
        logo,
        storage: app.fileStorage,
        onCleanupError: (url, error) => request.log.warn({ url, err: error }, 'old logo not removed'),
      });
    },
  });

  signedIn.delete('/teams/:id/logo', {
    summary: 'Remove the team logo (captain)',
    params: contracts.teamIdParamsSchema,
    response: ok(contracts.teamDetailSchema),
    handler: async ({ user, params, log }) =>
      removeTeamLogo(app.db, {
        actor: user,
        teamId: params.id,
        storage: app.fileStorage,
        onCleanupError: (url, error) => log.warn({ url, err: error }, 'old logo not removed'),
      }),
  });
};

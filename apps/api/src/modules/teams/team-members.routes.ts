import {
  createInvitationBodySchema,
  createJoinRequestBodySchema,
  invitationIdParamsSchema,
  invitationListQuerySchema,
  invitationListResponseSchema,
  invitationSchema,
  inviteCandidatesQuerySchema,
  inviteCandidatesResponseSchema,
  joinRequestListQuerySchema,
  joinRequestListResponseSchema,
  joinRequestSchema,
  teamIdParamsSchema,
  teamJoinRequestParamsSchema,
  teamMemberParamsSchema,
  teamMembersResponseSchema,
  transferCaptaincyBodySchema,
  updateTeamMemberBodySchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedUser } from '../../lib/auth-user.js';
import { errorResponses } from '../../lib/error-responses.js';
import { optionalBody } from '../../lib/optional-body.js';
import { signedIn } from '../../lib/signed-in-route.js';
import { findInviteCandidates } from './invite-candidates.js';
import { answerInvitation, createInvitation, listMyInvitations, listTeamInvitations } from './invitations.js';
import { createJoinRequest, decideJoinRequest, listJoinRequests } from './join-requests.js';
import { removeMember, setMemberRole, transferCaptaincy } from './members.js';

/** Members, the captaincy, join requests and invitations of teams (decision 22). */
export const teamMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedInRoute = signedIn(app, { tags: ['teams'] });

  app.patch(
    '/teams/:id/members/:user_id',
    signedInRoute({
      summary: 'Make a member a vice-captain or a member again (captain; at most 3 vice-captains)',
      params: teamMemberParamsSchema,
      body: updateTeamMemberBodySchema,
      response: { 200: teamMembersResponseSchema, ...errorResponses },
    }),
    async (request) =>
      setMemberRole(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        userId: request.params.user_id,
        role: request.body.role,
      }),
  );

  app.delete(
    '/teams/:id/members/:user_id',
    signedInRoute({
      summary: 'Remove a member (captain; never the captain)',
      params: teamMemberParamsSchema,
      response: { 204: z.null().describe('Removed'), ...errorResponses },
    }),
    async (request, reply) => {
      await removeMember(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        userId: request.params.user_id,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/teams/:id/captain',
    signedInRoute({
      summary: 'Hand the captaincy to another member (captain); you become a vice-captain',
      params: teamIdParamsSchema,
      body: transferCaptaincyBodySchema,
      response: { 200: teamMembersResponseSchema, ...errorResponses },
    }),
    async (request) =>
      transferCaptaincy(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        userId: request.body.user_id,
      }),
  );

  app.get(
    '/teams/:id/join-requests',
    signedInRoute({
      summary: 'Join requests of the team (captain and vice-captains), pending by default',
      params: teamIdParamsSchema,
      querystring: joinRequestListQuerySchema,
      response: { 200: joinRequestListResponseSchema, ...errorResponses },
    }),
    async (request) =>
      listJoinRequests(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        query: request.query,
      }),
  );

  app.post(
    '/teams/:id/join-requests',
    signedInRoute({
      summary: 'Ask a public team to let you in (one pending request per team)',
      params: teamIdParamsSchema,
      body: optionalBody(createJoinRequestBodySchema),
      response: { 201: joinRequestSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const created = await createJoinRequest(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        message: request.body.message,
      });
      return reply.status(201).send(created);
    },
  );

  for (const decision of ['approve', 'decline', 'cancel'] as const)
    app.post(
      `/teams/:id/join-requests/:request_id/${decision}`,
      signedInRoute({
        summary:
          decision === 'cancel'
            ? 'Withdraw your own pending join request'
            : `${decision === 'approve' ? 'Approve (the player joins)' : 'Decline'} a pending join request (captain and vice-captains)`,
        params: teamJoinRequestParamsSchema,
        response: { 200: joinRequestSchema, ...errorResponses },
      }),
      async (request) =>
        decideJoinRequest(app.db, {
          actor: authenticatedUser(request),
          teamId: request.params.id,
          requestId: request.params.request_id,
          decision,
        }),
    );

  app.get(
    '/teams/:id/invitations',
    signedInRoute({
      summary: 'Invitations the team sent (captain and vice-captains), pending by default',
      params: teamIdParamsSchema,
      querystring: invitationListQuerySchema,
      response: { 200: invitationListResponseSchema, ...errorResponses },
    }),
    async (request) =>
      listTeamInvitations(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        query: request.query,
      }),
  );

  app.post(
    '/teams/:id/invitations',
    signedInRoute({
      summary: 'Invite a player (captain and vice-captains); it expires after 7 days',
      params: teamIdParamsSchema,
      body: createInvitationBodySchema,
      response: { 201: invitationSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const invitation = await createInvitation(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        userId: request.body.user_id,
        message: request.body.message,
      });
      return reply.status(201).send(invitation);
    },
  );

  app.get(
    '/teams/:id/candidates',
    signedInRoute({
      summary: 'Players you may invite, found by name (captain and vice-captains)',
      params: teamIdParamsSchema,
      querystring: inviteCandidatesQuerySchema,
      response: { 200: inviteCandidatesResponseSchema, ...errorResponses },
    }),
    async (request) =>
      findInviteCandidates(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        search: request.query.search,
      }),
  );

  app.get(
    '/users/me/invitations',
    signedInRoute({
      summary: 'Invitations to you, pending by default',
      querystring: invitationListQuerySchema,
      response: { 200: invitationListResponseSchema, ...errorResponses },
    }),
    async (request) =>
      listMyInvitations(app.db, {
        actor: authenticatedUser(request),
        query: request.query,
      }),
  );

  for (const answer of ['accept', 'decline'] as const)
    app.post(
      `/invitations/:id/${answer}`,
      signedInRoute({
        summary: answer === 'accept' ? 'Accept an invitation: you join the team' : 'Decline an invitation',
        params: invitationIdParamsSchema,
        response: { 200: invitationSchema, ...errorResponses },
      }),
      async (request) =>
        answerInvitation(app.db, {
          actor: authenticatedUser(request),
          invitationId: request.params.id,
          answer,
        }),
    );

  app.delete(
    '/invitations/:id',
    signedInRoute({
      summary: 'Cancel a pending invitation (the team’s captain and vice-captains)',
      params: invitationIdParamsSchema,
      response: { 200: invitationSchema, ...errorResponses },
    }),
    async (request) =>
      answerInvitation(app.db, {
        actor: authenticatedUser(request),
        invitationId: request.params.id,
        answer: 'cancel',
      }),
  );
};

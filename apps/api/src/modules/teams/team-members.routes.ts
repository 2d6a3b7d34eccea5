import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalBody } from '../../lib/optional-body.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { created, noContent, ok } from '../../lib/route-responses.js';
import { findInviteCandidates } from './invite-candidates.js';
import { answerInvitation, createInvitation, listMyInvitations, listTeamInvitations } from './invitations.js';
import { createJoinRequest, decideJoinRequest, listJoinRequests } from './join-requests.js';
import { removeMember, setMemberRole, transferCaptaincy } from './members.js';

/** Members, the captaincy, join requests and invitations of teams (decision 22). */
export const teamMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(app, { tags: ['teams'] });

  signedIn.patch('/teams/:id/members/:user_id', {
    summary: 'Make a member a vice-captain or a member again (captain; at most 3 vice-captains)',
    params: contracts.teamMemberParamsSchema,
    body: contracts.updateTeamMemberBodySchema,
    response: ok(contracts.teamMembersResponseSchema),
    handler: async ({ user, params, body }) =>
      setMemberRole(app.db, {
        actor: user,
        teamId: params.id,
        userId: params.user_id,
        role: body.role,
      }),
  });

  signedIn.delete('/teams/:id/members/:user_id', {
    summary: 'Remove a member (captain; never the captain)',
    params: contracts.teamMemberParamsSchema,
    response: noContent('Removed'),
    handler: async ({ user, params }) =>
      removeMember(app.db, {
        actor: user,
        teamId: params.id,
        userId: params.user_id,
      }),
  });

  signedIn.post('/teams/:id/captain', {
    summary: 'Hand the captaincy to another member (captain); you become a vice-captain',
    params: contracts.teamIdParamsSchema,
    body: contracts.transferCaptaincyBodySchema,
    response: ok(contracts.teamMembersResponseSchema),
    handler: async ({ user, params, body }) =>
      transferCaptaincy(app.db, {
        actor: user,
        teamId: params.id,
        userId: body.user_id,
      }),
  });

  signedIn.get('/teams/:id/join-requests', {
    summary: 'Join requests of the team (captain and vice-captains), pending by default',
    params: contracts.teamIdParamsSchema,
    querystring: contracts.joinRequestListQuerySchema,
    response: ok(contracts.joinRequestListResponseSchema),
    handler: async ({ user, params, query }) =>
      listJoinRequests(app.db, {
        actor: user,
        teamId: params.id,
        query,
      }),
  });

  signedIn.post('/teams/:id/join-requests', {
    summary: 'Ask a public team to let you in (one pending request per team)',
    params: contracts.teamIdParamsSchema,
    body: optionalBody(contracts.createJoinRequestBodySchema),
    response: created(contracts.joinRequestSchema),
    handler: async ({ user, params, body }) =>
      createJoinRequest(app.db, {
        actor: user,
        teamId: params.id,
        message: body.message,
      }),
  });

  for (const decision of ['approve', 'decline', 'cancel'] as const)
    signedIn.post(`/teams/:id/join-requests/:request_id/${decision}`, {
      summary:
        decision === 'cancel'
          ? 'Withdraw your own pending join request'
          : `${decision === 'approve' ? 'Approve (the player joins)' : 'Decline'} a pending join request (captain and vice-captains)`,
      params: contracts.teamJoinRequestParamsSchema,
      response: ok(contracts.joinRequestSchema),
      handler: async ({ user, params }) =>
        decideJoinRequest(app.db, {
          actor: user,
          teamId: params.id,
          requestId: params.request_id,
          decision,
        }),
    });

  signedIn.get('/teams/:id/invitations', {
    summary: 'Invitations the team sent (captain and vice-captains), pending by default',
    params: contracts.teamIdParamsSchema,
    querystring: contracts.invitationListQuerySchema,
    response: ok(contracts.invitationListResponseSchema),
    handler: async ({ user, params, query }) =>
      listTeamInvitations(app.db, {
        actor: user,
        teamId: params.id,
        query,
      }),
  });

  signedIn.post('/teams/:id/invitations', {
    summary: 'Invite a player (captain and vice-captains); it expires after 7 days',
    params: contracts.teamIdParamsSchema,
    body: contracts.createInvitationBodySchema,
    response: created(contracts.invitationSchema),
    handler: async ({ user, params, body }) =>
      createInvitation(app.db, {
        actor: user,
        teamId: params.id,
        userId: body.user_id,
        message: body.message,
      }),
  });

  signedIn.get('/teams/:id/candidates', {
    summary: 'Players you may invite, found by name (captain and vice-captains)',
    params: contracts.teamIdParamsSchema,
    querystring: contracts.inviteCandidatesQuerySchema,
    response: ok(contracts.inviteCandidatesResponseSchema),
    handler: async ({ user, params, query }) =>
      findInviteCandidates(app.db, {
        actor: user,
        teamId: params.id,
        search: query.search,
      }),
  });

  signedIn.get('/users/me/invitations', {
    summary: 'Invitations to you, pending by default',
    querystring: contracts.invitationListQuerySchema,
    response: ok(contracts.invitationListResponseSchema),
    handler: async ({ user, query }) =>
      listMyInvitations(app.db, {
        actor: user,
        query,
      }),
  });

  for (const answer of ['accept', 'decline'] as const)
    signedIn.post(`/invitations/:id/${answer}`, {
      summary: answer === 'accept' ? 'Accept an invitation: you join the team' : 'Decline an invitation',
      params: contracts.invitationIdParamsSchema,
      response: ok(contracts.invitationSchema),
      handler: async ({ user, params }) =>
        answerInvitation(app.db, {
          actor: user,
          invitationId: params.id,
          answer,
        }),
    });

  signedIn.delete('/invitations/:id', {
    summary: 'Cancel a pending invitation (the team’s captain and vice-captains)',
    params: contracts.invitationIdParamsSchema,
    response: ok(contracts.invitationSchema),
    handler: async ({ user, params }) =>
      answerInvitation(app.db, {
        actor: user,
        invitationId: params.id,
        answer: 'cancel',
      }),
  });
};

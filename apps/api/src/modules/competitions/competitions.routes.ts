import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { requireRole } from '../../lib/auth-user.js';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { created, ok } from '../../lib/route-responses.js';
import { idempotencyKeyOf } from '../wallet/wallet.routes.js';
import { closeRegistration } from './close-registration.js';
import { createCompetition } from './create-competition.js';
import { eligibleTeams } from './eligible-teams.js';
import { getCompetition } from './get-competition.js';
import { listCompetitions } from './list-competitions.js';
import { registerTeam } from './register-team.js';
import { updateCompetition } from './update-competition.js';
import { updateRegistration } from './update-registration.js';
import { withdrawTeam } from './withdraw-team.js';
import { competitionPlayRoutes } from './competition-play.routes.js';

const tags = ['competitions'];
const organizerOrAdmin = requireRole('organizer', 'admin');

/** Cups and leagues between teams (docs/decisions/0032-competitions.md). */
export const competitionsRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const identifying = openRoutes(app, { tags, identify: true });
  const organizer = signedInRoutes(app, { tags, checks: [organizerOrAdmin] });
  const signedIn = signedInRoutes(app, { tags });

  identifying.get('/competitions', {
    summary: 'Competitions: upcoming, registering, in progress, finished or all, with filters, a page',
    querystring: contracts.competitionListQuerySchema,
    response: ok(contracts.competitionListResponseSchema),
    handler: async ({ query }) => listCompetitions(app.db, { query }),
  });

  organizer.post('/competitions', {
    summary: 'Create a cup or a league (organizer or admin); it opens for registration',
    body: contracts.createCompetitionBodySchema,
    response: created(contracts.competitionSchema),
    handler: async ({ user, body }) =>
      createCompetition(app.db, {
        actor: user,
        body,
      }),
  });

  identifying.get('/competitions/:id', {
    summary: 'One competition: rules, teams and what you may do',
    params: contracts.competitionIdParamsSchema,
    response: ok(contracts.competitionSchema),
    handler: async ({ user, params }) => getCompetition(app.db, { actor: user, competitionId: params.id }),
  });

  signedIn.patch('/competitions/:id', {
    summary: 'Change a competition, or cancel it with every fee refunded (its organizer or an admin)',
    params: contracts.competitionIdParamsSchema,
    body: contracts.updateCompetitionBodySchema,
    response: ok(contracts.competitionSchema),
    handler: async ({ user, params, body }) =>
      updateCompetition(app.db, {
        actor: user,
        competitionId: params.id,
        body,
      }),
  });

  signedIn.get('/competitions/:id/my-teams', {
    summary: 'The teams you captain: whether each can register, and what it would cost',
    params: contracts.competitionIdParamsSchema,
    response: ok(contracts.eligibleTeamsResponseSchema),
    handler: async ({ user, params }) => eligibleTeams(app.db, { actor: user, competitionId: params.id }),
  });

  signedIn.post('/competitions/:id/registrations', {
    summary:
      'Register your team (its captain) and pay the entry fee from your wallet; send an `Idempotency-Key`: a retry never pays twice',
    params: contracts.competitionIdParamsSchema,
    body: contracts.registerCompetitionTeamBodySchema,
    response: created(contracts.competitionSchema),
    handler: async (request) =>
      registerTeam(app.db, {
        actor: request.user,
        competitionId: request.params.id,
        teamId: request.body.team_id,
        requestKey: idempotencyKeyOf(request, false),
      }),
  });

  signedIn.delete('/competitions/:id/registrations/:team_id', {
    summary: 'Withdraw your team before the deadline (its captain); the fee is refunded',
    params: contracts.competitionTeamParamsSchema,
    response: ok(contracts.competitionSchema),
    handler: async ({ user, params }) =>
      withdrawTeam(app.db, {
        actor: user,
        competitionId: params.id,
        teamId: params.team_id,
      }),
  });

  signedIn.patch('/competitions/:id/registrations/:team_id', {
    summary: 'Accept, refuse (refunding the fee) or seed a team (the organizer or an admin)',
    params: contracts.competitionTeamParamsSchema,
    body: contracts.updateCompetitionTeamBodySchema,
    response: ok(contracts.competitionSchema),
    handler: async ({ user, params, body }) =>
      updateRegistration(app.db, {
        actor: user,
        competitionId: params.id,
        teamId: params.team_id,
        body,
      }),
  });

  signedIn.post('/competitions/:id/close-registration', {
    summary:
      'Close registration: draw and schedule the fixtures, or cancel with refunds when too few teams registered (the organizer or an admin)',
    params: contracts.competitionIdParamsSchema,
    response: ok(contracts.competitionSchema),
    handler: async ({ user, params }) => closeRegistration(app.db, { actor: user, competitionId: params.id }),
  });

  // What it plays and what that makes, after these routes (the OpenAPI page keeps their order).
  await app.register(competitionPlayRoutes, { hooks });
};

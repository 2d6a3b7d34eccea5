import {
  competitionIdParamsSchema,
  competitionListQuerySchema,
  competitionListResponseSchema,
  competitionSchema,
  competitionTeamParamsSchema,
  createCompetitionBodySchema,
  eligibleTeamsResponseSchema,
  registerCompetitionTeamBodySchema,
  updateCompetitionBodySchema,
  updateCompetitionTeamBodySchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { authenticatedUser, requireRole } from '../../lib/auth-user.js';
import { errorResponses } from '../../lib/error-responses.js';
import { openRoute, signedIn } from '../../lib/signed-in-route.js';
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
const organizer = requireRole('organizer', 'admin');

/** Cups and leagues between teams (docs/decisions/0032-competitions.md). */
export const competitionsRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const publicRoute = openRoute({ tags });
  const organizerRoute = signedIn(app, { tags, checks: [organizer] });
  const signedInRoute = signedIn(app, { tags });

  app.get(
    '/competitions',
    {
      preHandler: app.identify,
      ...publicRoute({
        summary: 'Competitions: upcoming, registering, in progress, finished or all, with filters, a page',
        querystring: competitionListQuerySchema,
        response: { 200: competitionListResponseSchema, ...errorResponses },
      }),
    },
    async (request) => listCompetitions(app.db, { query: request.query }),
  );

  app.post(
    '/competitions',
    organizerRoute({
      summary: 'Create a cup or a league (organizer or admin); it opens for registration',
      body: createCompetitionBodySchema,
      response: { 201: competitionSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const competition = await createCompetition(app.db, {
        actor: authenticatedUser(request),
        body: request.body,
      });
      return reply.status(201).send(competition);
    },
  );

  app.get(
    '/competitions/:id',
    {
      preHandler: app.identify,
      ...publicRoute({
        summary: 'One competition: rules, teams and what you may do',
        params: competitionIdParamsSchema,
        response: { 200: competitionSchema, ...errorResponses },
      }),
    },
    async (request) => getCompetition(app.db, { actor: request.user, competitionId: request.params.id }),
  );

  app.patch(
    '/competitions/:id',
    signedInRoute({
      summary: 'Change a competition, or cancel it with every fee refunded (its organizer or an admin)',
      params: competitionIdParamsSchema,
      body: updateCompetitionBodySchema,
      response: { 200: competitionSchema, ...errorResponses },
    }),
    async (request) =>
      updateCompetition(app.db, {
        actor: authenticatedUser(request),
        competitionId: request.params.id,
        body: request.body,
      }),
  );

  app.get(
    '/competitions/:id/my-teams',
    signedInRoute({
      summary: 'The teams you captain: whether each can register, and what it would cost',
      params: competitionIdParamsSchema,
      response: { 200: eligibleTeamsResponseSchema, ...errorResponses },
    }),
    async (request) =>
      eligibleTeams(app.db, { actor: authenticatedUser(request), competitionId: request.params.id }),
  );

  app.post(
    '/competitions/:id/registrations',
    signedInRoute({
      summary:
        'Register your team (its captain) and pay the entry fee from your wallet; send an `Idempotency-Key`: a retry never pays twice',
      params: competitionIdParamsSchema,
      body: registerCompetitionTeamBodySchema,
      response: { 201: competitionSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const competition = await registerTeam(app.db, {
        actor: authenticatedUser(request),
        competitionId: request.params.id,
        teamId: request.body.team_id,
        requestKey: idempotencyKeyOf(request, false),
      });
      return reply.status(201).send(competition);
    },
  );

  app.delete(
    '/competitions/:id/registrations/:team_id',
    signedInRoute({
      summary: 'Withdraw your team before the deadline (its captain); the fee is refunded',
      params: competitionTeamParamsSchema,
      response: { 200: competitionSchema, ...errorResponses },
    }),
    async (request) =>
      withdrawTeam(app.db, {
        actor: authenticatedUser(request),
        competitionId: request.params.id,
        teamId: request.params.team_id,
      }),
  );

  app.patch(
    '/competitions/:id/registrations/:team_id',
    signedInRoute({
      summary: 'Accept, refuse (refunding the fee) or seed a team (the organizer or an admin)',
      params: competitionTeamParamsSchema,
      body: updateCompetitionTeamBodySchema,
      response: { 200: competitionSchema, ...errorResponses },
    }),
    async (request) =>
      updateRegistration(app.db, {
        actor: authenticatedUser(request),
        competitionId: request.params.id,
        teamId: request.params.team_id,
        body: request.body,
      }),
  );

  app.post(
    '/competitions/:id/close-registration',
    signedInRoute({
      summary:
        'Close registration: draw and schedule the fixtures, or cancel with refunds when too few teams registered (the organizer or an admin)',
      params: competitionIdParamsSchema,
      response: { 200: competitionSchema, ...errorResponses },
    }),
    async (request) =>
      closeRegistration(app.db, { actor: authenticatedUser(request), competitionId: request.params.id }),
  );

  // What it plays and what that makes, after these routes (the OpenAPI page keeps their order).
  await app.register(competitionPlayRoutes, { hooks });
};

import {
  autoFormationBodySchema,
  autoFormationResultSchema,
  formationIdParamsSchema,
  formationListResponseSchema,
  formationSchema,
  saveFormationBodySchema,
  teamIdParamsSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedUser } from '../../lib/auth-user.js';
import { errorResponses } from '../../lib/error-responses.js';
import { signedIn } from '../../lib/signed-in-route.js';
import { autoFormation } from './auto-formation.js';
import { deleteFormation, getFormation, listFormations, saveFormation } from './formations.js';

/** A team's named formations and the solver's line-ups (manual, semi-automatic, AI automatic). */
export const formationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedInRoute = signedIn(app, { tags: ['teams'] });

  app.get(
    '/teams/:id/formations',
    signedInRoute({
      summary: 'The team’s formations, the default first (a private team: members only)',
      params: teamIdParamsSchema,
      response: { 200: formationListResponseSchema, ...errorResponses },
    }),
    async (request) =>
      listFormations(app.db, { actor: authenticatedUser(request), teamId: request.params.id }),
  );

  app.post(
    '/teams/:id/formations',
    signedInRoute({
      summary: 'Save a new formation (captain and vice-captains; at most 20 per team)',
      params: teamIdParamsSchema,
      body: saveFormationBodySchema,
      response: { 201: formationSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const formation = await saveFormation(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        formation: request.body,
      });
      return reply.status(201).send(formation);
    },
  );

  app.post(
    '/teams/:id/formations/auto',
    signedInRoute({
      summary: 'The best line-up of the members for a formation, around locked players (nothing saved)',
      description:
        'Without locks the solver places everyone (AI automatic); with locks it fills the other slots ' +
        '(semi-automatic). Each placement comes with its reason.',
      params: teamIdParamsSchema,
      body: autoFormationBodySchema,
      response: { 200: autoFormationResultSchema, ...errorResponses },
    }),
    async (request) =>
      autoFormation(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        input: request.body,
      }),
  );

  app.get(
    '/teams/:id/formations/:formation_id',
    signedInRoute({
      summary: 'One formation',
      params: formationIdParamsSchema,
      response: { 200: formationSchema, ...errorResponses },
    }),
    async (request) =>
      getFormation(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        formationId: request.params.formation_id,
      }),
  );

  app.put(
    '/teams/:id/formations/:formation_id',
    signedInRoute({
      summary: 'Replace a formation (captain and vice-captains)',
      params: formationIdParamsSchema,
      body: saveFormationBodySchema,
      response: { 200: formationSchema, ...errorResponses },
    }),
    async (request) =>
      saveFormation(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        formationId: request.params.formation_id,
        formation: request.body,
      }),
  );

  app.delete(
    '/teams/:id/formations/:formation_id',
    signedInRoute({
      summary: 'Delete a formation (captain and vice-captains)',
      params: formationIdParamsSchema,
      response: { 204: z.null().describe('Deleted'), ...errorResponses },
    }),
    async (request, reply) => {
      await deleteFormation(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        formationId: request.params.formation_id,
      });
      return reply.status(204).send(null);
    },
  );
};

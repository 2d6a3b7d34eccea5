import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { created, noContent, ok } from '../../lib/route-responses.js';
import { autoFormation } from './auto-formation.js';
import { deleteFormation, getFormation, listFormations, saveFormation } from './formations.js';

/** A team's named formations and the solver's line-ups (manual, semi-automatic, AI automatic). */
export const formationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(app, { tags: ['teams'] });

  signedIn.get('/teams/:id/formations', {
    summary: 'The team’s formations, the default first (a private team: members only)',
    params: contracts.teamIdParamsSchema,
    response: ok(contracts.formationListResponseSchema),
    handler: async ({ user, params }) => listFormations(app.db, { actor: user, teamId: params.id }),
  });

  signedIn.post('/teams/:id/formations', {
    summary: 'Save a new formation (captain and vice-captains; at most 20 per team)',
    params: contracts.teamIdParamsSchema,
    body: contracts.saveFormationBodySchema,
    response: created(contracts.formationSchema),
    handler: async ({ user, params, body }) =>
      saveFormation(app.db, {
        actor: user,
        teamId: params.id,
        formation: body,
      }),
  });

  signedIn.post('/teams/:id/formations/auto', {
    summary: 'The best line-up of the members for a formation, around locked players (nothing saved)',
    description:
      'Without locks the solver places everyone (AI automatic); with locks it fills the other slots ' +
      '(semi-automatic). Each placement comes with its reason.',
    params: contracts.teamIdParamsSchema,
    body: contracts.autoFormationBodySchema,
    response: ok(contracts.autoFormationResultSchema),
    handler: async ({ user, params, body }) =>
      autoFormation(app.db, {
        actor: user,
        teamId: params.id,
        input: body,
      }),
  });

  signedIn.get('/teams/:id/formations/:formation_id', {
    summary: 'One formation',
    params: contracts.formationIdParamsSchema,
    response: ok(contracts.formationSchema),
    handler: async ({ user, params }) =>
      getFormation(app.db, {
        actor: user,
        teamId: params.id,
        formationId: params.formation_id,
      }),
  });

  signedIn.put('/teams/:id/formations/:formation_id', {
    summary: 'Replace a formation (captain and vice-captains)',
    params: contracts.formationIdParamsSchema,
    body: contracts.saveFormationBodySchema,
    response: ok(contracts.formationSchema),
    handler: async ({ user, params, body }) =>
      saveFormation(app.db, {
        actor: user,
        teamId: params.id,
        formationId: params.formation_id,
        formation: body,
      }),
  });

  signedIn.delete('/teams/:id/formations/:formation_id', {
    summary: 'Delete a formation (captain and vice-captains)',
    params: contracts.formationIdParamsSchema,
    response: noContent('Deleted'),
    handler: async ({ user, params }) =>
      deleteFormation(app.db, {
        actor: user,
        teamId: params.id,
        formationId: params.formation_id,
      }),
  });
};

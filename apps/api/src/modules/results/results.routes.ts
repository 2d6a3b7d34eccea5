import {
  castVoteBodySchema,
  gameIdParamsSchema,
  gameResultSchema,
  recordResultBodySchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { authenticatedUser, requireRole } from '../../lib/auth-user.js';
import { castVote } from './cast-vote.js';
import { getGameResult } from './get-game-result.js';
import { recordResult } from './record-result.js';
import { errorResponses } from '../../lib/error-responses.js';

/** Results: the organizer records the score, attendees vote for the player of the match (decision 13). */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  invalidateOnWrite(app, ['games']);
  app.post(
    '/games/:id/result',
    {
      preHandler: [app.authenticate, requireRole('organizer', 'admin', 'referee')],
      schema: {
        tags: ['results'],
        summary:
          'Record or correct a game’s result: scores, every confirmed player, the organizer’s pick (its organizer, an admin or its referee)',
        description:
          'Sending it again corrects the result: attendance, votes, the player of the match and the ratings are recomputed once.',
        security: [{ bearer: [] }],
        params: gameIdParamsSchema,
        body: recordResultBodySchema,
        response: { 200: gameResultSchema, ...errorResponses },
      },
    },
    async (request) =>
      recordResult(app.db, {
        actor: authenticatedUser(request),
        gameId: request.params.id,
        result: request.body,
      }),
  );

  app.get(
    '/games/:id/result',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['results'],
        summary: 'A game’s result: scores, goals, rating changes and the player-of-the-match vote',
        security: [{ bearer: [] }],
        params: gameIdParamsSchema,
        response: { 200: gameResultSchema, ...errorResponses },
      },
    },
    async (request) =>
      getGameResult(app.db, { actor: authenticatedUser(request), gameId: request.params.id }),
  );

  app.post(
    '/games/:id/votes',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['results'],
        summary: 'Vote for the player of the match (attendees, once, within 24 hours of the result)',
        security: [{ bearer: [] }],
        params: gameIdParamsSchema,
        body: castVoteBodySchema,
        response: { 200: gameResultSchema, ...errorResponses },
      },
    },
    async (request) =>
      castVote(app.db, {
        actor: authenticatedUser(request),
        gameId: request.params.id,
        candidateId: request.body.candidate_id,
      }),
  );
};

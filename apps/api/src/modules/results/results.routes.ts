import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { requireRole } from '../../lib/auth-user.js';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { castVote } from './cast-vote.js';
import { gameCardEtag, gameCardPng, loadGameCard } from './game-card.js';
import { getGameResult } from './get-game-result.js';
import { playerCardPng } from './player-card.js';
import { recordResult } from './record-result.js';

/** Results: the organizer records the score, attendees vote for the player of the match (decision 13). */
export const resultsRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const anyone = openRoutes(app, { tags: ['results'] });
  const official = signedInRoutes(app, {
    tags: ['results'],
    checks: [requireRole('organizer', 'admin', 'referee')],
  });
  const signedIn = signedInRoutes(app, { tags: ['results'] });

  invalidateOnWrite(app, ['games']);
  official.post('/games/:id/result', {
    summary:
      'Record or correct a game’s result: scores, every confirmed player, the organizer’s pick (its organizer, an admin or its referee)',
    description:
      'Sending it again corrects the result: attendance, votes, the player of the match and the ratings are recomputed once.',
    params: contracts.gameIdParamsSchema,
    body: contracts.recordResultBodySchema,
    response: ok(contracts.gameResultSchema),
    handler: async ({ user, params, body }) =>
      recordResult(app.db, {
        actor: user,
        gameId: params.id,
        result: body,
        hooks,
      }),
  });

  signedIn.get('/games/:id/result', {
    summary: 'A game’s result: scores, goals, rating changes and the player-of-the-match vote',
    params: contracts.gameIdParamsSchema,
    response: ok(contracts.gameResultSchema),
    handler: async ({ user, params }) => getGameResult(app.db, { actor: user, gameId: params.id }),
  });

  anyone.get('/games/:id/players/:user_id/card.png', {
    summary: 'A player’s card after a game, a 1200 × 630 PNG to share (public players only)',
    description:
      'Open to anyone (it is the image a shared link previews): the score, the sides, the player’s ' +
      'goals and whether they were the player of the match. A private player’s card is 403 ' +
      '`profile_private`; a game without a result or a player not in it is 404.',
    params: contracts.playerCardParamsSchema,
    querystring: contracts.playerCardQuerySchema,
    response: ok(z.any().describe('A PNG image (image/png), 1200 × 630')),
    handler: async (request, reply) => {
      const png = await playerCardPng(app.db, {
        gameId: request.params.id,
        playerId: request.params.user_id,
        language: request.query.lang ?? request.language,
      });
      return reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=3600')
        .header('Vary', 'Accept-Language')
        .send(png);
    },
  });

  anyone.get('/games/:id/card.png', {
    summary: 'A game’s card, a 1200 × 630 PNG: the image a shared game link previews',
    description:
      'Open to anyone: the title, the day and time in Baku, the venue and its district, the places ' +
      'left and the price, in `lang` (else `Accept-Language`). Cached for 5 minutes with an ETag, ' +
      'since places change. A game of a team match or a competition, a cancelled game or an unknown ' +
      'one is 404 `game_not_found` (decision 87).',
    params: contracts.gameIdParamsSchema,
    querystring: contracts.gameCardQuerySchema,
    response: {
      200: z.any().describe('A PNG image (image/png), 1200 × 630'),
      304: z.null().describe('Not modified: the card is the one the If-None-Match names'),
      ...errorResponses,
    },
    handler: async (request, reply) => {
      const card = await loadGameCard(app.db, {
        gameId: request.params.id,
        language: request.query.lang ?? request.language,
      });
      const etag = gameCardEtag(card);
      reply
        .header('Cache-Control', 'public, max-age=300')
        .header('Vary', 'Accept-Language')
        .header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('image/png').send(await gameCardPng(card, etag));
    },
  });

  signedIn.post('/games/:id/votes', {
    summary: 'Vote for the player of the match (attendees, once, within 24 hours of the result)',
    params: contracts.gameIdParamsSchema,
    body: contracts.castVoteBodySchema,
    response: ok(contracts.gameResultSchema),
    handler: async ({ user, params, body }) =>
      castVote(app.db, {
        actor: user,
        gameId: params.id,
        candidateId: body.candidate_id,
      }),
  });
};

import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { z } from 'zod';
import { optionalBody } from '../../lib/optional-body.js';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { created, ok } from '../../lib/route-responses.js';
import { answerTeamMatch, cancelTeamMatch } from './answer-team-match.js';
import { confirmTeamMatchResult, disputeTeamMatchResult } from './confirm-team-match-result.js';
import { createTeamMatch } from './create-team-match.js';
import { listTeamMatches } from './list-team-matches.js';
import { recordTeamMatchResult } from './record-team-match-result.js';
import { saveSquad } from './save-squad.js';
import { getTeamMatch } from './team-match-access.js';
import { teamMatchCalendar } from './team-match-calendar.js';
import { getTeamHistory } from './team-history.js';
import { getTeamStats } from './team-stats.js';

const tags = ['team-matches'];

/** Matches between teams, and the statistics and history they make (decision 22). */
export const teamMatchesRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const anyone = openRoutes(app, { tags });
  const signedIn = signedInRoutes(app, { tags });

  invalidateOnWrite(app, ['games']);
  signedIn.get('/team-matches', {
    summary: 'Matches of one team, or of all my teams: upcoming, pending, past or all, a page',
    querystring: contracts.teamMatchListQuerySchema,
    response: ok(contracts.teamMatchListResponseSchema),
    handler: async ({ user, query }) => listTeamMatches(app.db, { actor: user, query }),
  });

  signedIn.post('/team-matches', {
    summary: 'Challenge another team (captain): venue, Baku date and time, format, message',
    body: contracts.createTeamMatchBodySchema,
    response: created(contracts.teamMatchSchema),
    handler: async ({ user, body }) => createTeamMatch(app.db, { actor: user, match: body }),
  });

  signedIn.get('/team-matches/:id', {
    summary: 'One team match with its squads, result and what you may do',
    params: contracts.teamMatchIdParamsSchema,
    response: ok(contracts.teamMatchSchema),
    handler: async ({ user, params }) => getTeamMatch(app.db, { actor: user, matchId: params.id }),
  });

  signedIn.post('/team-matches/:id/accept', {
    summary: 'Accept a challenge (the challenged captain, before kick-off)',
    params: contracts.teamMatchIdParamsSchema,
    response: ok(contracts.teamMatchSchema),
    handler: async ({ user, params }) =>
      answerTeamMatch(app.db, {
        actor: user,
        matchId: params.id,
        answer: 'accept',
      }),
  });

  signedIn.post('/team-matches/:id/decline', {
    summary: 'Decline a challenge (the challenged captain), optionally saying why',
    params: contracts.teamMatchIdParamsSchema,
    body: optionalBody(contracts.declineTeamMatchBodySchema),
    response: ok(contracts.teamMatchSchema),
    handler: async ({ user, params, body }) =>
      answerTeamMatch(app.db, {
        actor: user,
        matchId: params.id,
        answer: 'decline',
        reason: body.reason,
      }),
  });

  signedIn.post('/team-matches/:id/cancel', {
    summary: 'Call off a challenge or an accepted match before kick-off (either captain), with a reason',
    params: contracts.teamMatchIdParamsSchema,
    body: contracts.cancelTeamMatchBodySchema,
    response: ok(contracts.teamMatchSchema),
    handler: async ({ user, params, body }) =>
      cancelTeamMatch(app.db, {
        actor: user,
        matchId: params.id,
        reason: body.reason,
      }),
  });

  signedIn.put('/team-matches/:id/squads/:team_id', {
    summary: 'Pick your team’s squad from its members (its captain; until the result is recorded)',
    params: contracts.teamMatchSquadParamsSchema,
    body: contracts.saveSquadBodySchema,
    response: ok(contracts.teamMatchSchema),
    handler: async ({ user, params, body }) =>
      saveSquad(app.db, {
        actor: user,
        matchId: params.id,
        teamId: params.team_id,
        userIds: body.user_ids,
      }),
  });

  signedIn.post('/team-matches/:id/result', {
    summary:
      'Record the score and every squad player’s goals and attendance (home captain, once the match is over)',
    description:
      'The result waits for the away captain’s confirmation and counts nowhere until then. An admin’s ' +
      'record is confirmed at once and may correct a confirmed result (ratings are replayed).',
    params: contracts.teamMatchIdParamsSchema,
    body: contracts.recordTeamMatchResultBodySchema,
    response: ok(contracts.teamMatchSchema),
    handler: async ({ user, params, body }) =>
      recordTeamMatchResult(app.db, {
        actor: user,
        matchId: params.id,
        result: body,
        hooks,
      }),
  });

  signedIn.post('/team-matches/:id/confirm', {
    summary: 'Confirm the recorded result (away captain): it counts in statistics and ratings, once',
    params: contracts.teamMatchIdParamsSchema,
    response: ok(contracts.teamMatchSchema),
    handler: async ({ user, params }) =>
      confirmTeamMatchResult(app.db, {
        actor: user,
        matchId: params.id,
        hooks,
      }),
  });

  signedIn.post('/team-matches/:id/dispute', {
    summary: 'Dispute the recorded result (away captain), with a reason',
    params: contracts.teamMatchIdParamsSchema,
    body: contracts.disputeTeamMatchBodySchema,
    response: ok(contracts.teamMatchSchema),
    handler: async ({ user, params, body }) =>
      disputeTeamMatchResult(app.db, {
        actor: user,
        matchId: params.id,
        reason: body.reason,
      }),
  });

  anyone.get('/team-matches/:id/calendar.ics', {
    summary: 'The match as an iCalendar event (Asia/Baku)',
    params: contracts.teamMatchIdParamsSchema,
    response: ok(z.string(), 400, 404),
    handler: async (request, reply) => {
      const calendar = await teamMatchCalendar(app.db, {
        matchId: request.params.id,
        origin: `${request.protocol}://${request.host}`,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="oyna-team-match-${request.params.id}.ics"`)
        .send(calendar);
    },
  });

  signedIn.get('/teams/:id/stats', {
    tags: ['teams'],
    summary: 'Team statistics from confirmed matches: results, goals, form, scorers, attendance, rating',
    params: contracts.teamIdParamsSchema,
    response: ok(contracts.teamStatsSchema),
    handler: async ({ user, params }) => getTeamStats(app.db, { actor: user, teamId: params.id }),
  });

  signedIn.get('/teams/:id/history', {
    tags: ['teams'],
    summary: 'Team history: past matches with results and squads (a page), members joining and leaving',
    params: contracts.teamIdParamsSchema,
    querystring: contracts.teamHistoryQuerySchema,
    response: ok(contracts.teamHistorySchema),
    handler: async ({ user, params, query }) =>
      getTeamHistory(app.db, {
        actor: user,
        teamId: params.id,
        page: query.page,
        pageSize: query.page_size,
      }),
  });
};

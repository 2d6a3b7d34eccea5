import {
  cancelTeamMatchBodySchema,
  createTeamMatchBodySchema,
  declineTeamMatchBodySchema,
  disputeTeamMatchBodySchema,
  recordTeamMatchResultBodySchema,
  saveSquadBodySchema,
  teamHistoryQuerySchema,
  teamHistorySchema,
  teamIdParamsSchema,
  teamMatchIdParamsSchema,
  teamMatchListQuerySchema,
  teamMatchListResponseSchema,
  teamMatchSchema,
  teamMatchSquadParamsSchema,
  teamStatsSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { errorResponses, errorResponsesFor } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { z } from 'zod';
import { authenticatedUser } from '../../lib/auth-user.js';
import { optionalBody } from '../../lib/optional-body.js';
import { openRoute, signedIn } from '../../lib/signed-in-route.js';
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
  const publicRoute = openRoute({ tags });
  const signedInRoute = signedIn(app, { tags });

  invalidateOnWrite(app, ['games']);
  app.get(
    '/team-matches',
    signedInRoute({
      summary: 'Matches of one team, or of all my teams: upcoming, pending, past or all, a page',
      querystring: teamMatchListQuerySchema,
      response: { 200: teamMatchListResponseSchema, ...errorResponses },
    }),
    async (request) => listTeamMatches(app.db, { actor: authenticatedUser(request), query: request.query }),
  );

  app.post(
    '/team-matches',
    signedInRoute({
      summary: 'Challenge another team (captain): venue, Baku date and time, format, message',
      body: createTeamMatchBodySchema,
      response: { 201: teamMatchSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const match = await createTeamMatch(app.db, { actor: authenticatedUser(request), match: request.body });
      return reply.status(201).send(match);
    },
  );

  app.get(
    '/team-matches/:id',
    signedInRoute({
      summary: 'One team match with its squads, result and what you may do',
      params: teamMatchIdParamsSchema,
      response: { 200: teamMatchSchema, ...errorResponses },
    }),
    async (request) =>
      getTeamMatch(app.db, { actor: authenticatedUser(request), matchId: request.params.id }),
  );

  app.post(
    '/team-matches/:id/accept',
    signedInRoute({
      summary: 'Accept a challenge (the challenged captain, before kick-off)',
      params: teamMatchIdParamsSchema,
      response: { 200: teamMatchSchema, ...errorResponses },
    }),
    async (request) =>
      answerTeamMatch(app.db, {
        actor: authenticatedUser(request),
        matchId: request.params.id,
        answer: 'accept',
      }),
  );

  app.post(
    '/team-matches/:id/decline',
    signedInRoute({
      summary: 'Decline a challenge (the challenged captain), optionally saying why',
      params: teamMatchIdParamsSchema,
      body: optionalBody(declineTeamMatchBodySchema),
      response: { 200: teamMatchSchema, ...errorResponses },
    }),
    async (request) =>
      answerTeamMatch(app.db, {
        actor: authenticatedUser(request),
        matchId: request.params.id,
        answer: 'decline',
        reason: request.body.reason,
      }),
  );

  app.post(
    '/team-matches/:id/cancel',
    signedInRoute({
      summary: 'Call off a challenge or an accepted match before kick-off (either captain), with a reason',
      params: teamMatchIdParamsSchema,
      body: cancelTeamMatchBodySchema,
      response: { 200: teamMatchSchema, ...errorResponses },
    }),
    async (request) =>
      cancelTeamMatch(app.db, {
        actor: authenticatedUser(request),
        matchId: request.params.id,
        reason: request.body.reason,
      }),
  );

  app.put(
    '/team-matches/:id/squads/:team_id',
    signedInRoute({
      summary: 'Pick your team’s squad from its members (its captain; until the result is recorded)',
      params: teamMatchSquadParamsSchema,
      body: saveSquadBodySchema,
      response: { 200: teamMatchSchema, ...errorResponses },
    }),
    async (request) =>
      saveSquad(app.db, {
        actor: authenticatedUser(request),
        matchId: request.params.id,
        teamId: request.params.team_id,
        userIds: request.body.user_ids,
      }),
  );

  app.post(
    '/team-matches/:id/result',
    signedInRoute({
      summary:
        'Record the score and every squad player’s goals and attendance (home captain, once the match is over)',
      description:
        'The result waits for the away captain’s confirmation and counts nowhere until then. An admin’s ' +
        'record is confirmed at once and may correct a confirmed result (ratings are replayed).',
      params: teamMatchIdParamsSchema,
      body: recordTeamMatchResultBodySchema,
      response: { 200: teamMatchSchema, ...errorResponses },
    }),
    async (request) =>
      recordTeamMatchResult(app.db, {
        actor: authenticatedUser(request),
        matchId: request.params.id,
        result: request.body,
        hooks,
      }),
  );

  app.post(
    '/team-matches/:id/confirm',
    signedInRoute({
      summary: 'Confirm the recorded result (away captain): it counts in statistics and ratings, once',
      params: teamMatchIdParamsSchema,
      response: { 200: teamMatchSchema, ...errorResponses },
    }),
    async (request) =>
      confirmTeamMatchResult(app.db, {
        actor: authenticatedUser(request),
        matchId: request.params.id,
        hooks,
      }),
  );

  app.post(
    '/team-matches/:id/dispute',
    signedInRoute({
      summary: 'Dispute the recorded result (away captain), with a reason',
      params: teamMatchIdParamsSchema,
      body: disputeTeamMatchBodySchema,
      response: { 200: teamMatchSchema, ...errorResponses },
    }),
    async (request) =>
      disputeTeamMatchResult(app.db, {
        actor: authenticatedUser(request),
        matchId: request.params.id,
        reason: request.body.reason,
      }),
  );

  app.get(
    '/team-matches/:id/calendar.ics',
    publicRoute({
      summary: 'The match as an iCalendar event (Asia/Baku)',
      params: teamMatchIdParamsSchema,
      response: { 200: z.string(), ...errorResponsesFor(400, 404) },
    }),
    async (request, reply) => {
      const calendar = await teamMatchCalendar(app.db, {
        matchId: request.params.id,
        origin: `${request.protocol}://${request.host}`,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="oyna-team-match-${request.params.id}.ics"`)
        .send(calendar);
    },
  );

  app.get(
    '/teams/:id/stats',
    signedInRoute({
      tags: ['teams'],
      summary: 'Team statistics from confirmed matches: results, goals, form, scorers, attendance, rating',
      params: teamIdParamsSchema,
      response: { 200: teamStatsSchema, ...errorResponses },
    }),
    async (request) => getTeamStats(app.db, { actor: authenticatedUser(request), teamId: request.params.id }),
  );

  app.get(
    '/teams/:id/history',
    signedInRoute({
      tags: ['teams'],
      summary: 'Team history: past matches with results and squads (a page), members joining and leaving',
      params: teamIdParamsSchema,
      querystring: teamHistoryQuerySchema,
      response: { 200: teamHistorySchema, ...errorResponses },
    }),
    async (request) =>
      getTeamHistory(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
  );
};

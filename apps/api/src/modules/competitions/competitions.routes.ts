import {
  competitionBracketSchema,
  competitionFixturesQuerySchema,
  competitionFixturesSchema,
  competitionIdParamsSchema,
  competitionListQuerySchema,
  competitionListResponseSchema,
  competitionMatchMembersSchema,
  competitionMatchParamsSchema,
  competitionMatchSchema,
  competitionSchema,
  competitionAwardsSchema,
  playerAchievementsSchema,
  userIdParamsSchema,
  competitionScorersSchema,
  competitionStandingsSchema,
  competitionTeamParamsSchema,
  createCompetitionBodySchema,
  eligibleTeamsResponseSchema,
  errorResponseSchema,
  recordCompetitionResultBodySchema,
  registerCompetitionTeamBodySchema,
  rescheduleCompetitionMatchBodySchema,
  teamAchievementsSchema,
  teamIdParamsSchema,
  updateCompetitionBodySchema,
  updateCompetitionTeamBodySchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedUser, requireRole } from '../../lib/auth-user.js';
import { errorResponses } from '../../lib/error-responses.js';
import { idempotencyKeyOf } from '../wallet/wallet.routes.js';
import { closeRegistration } from './close-registration.js';
import { competitionCalendar } from './competition-calendar.js';
import { confirmResult } from './confirm-result.js';
import { createCompetition } from './create-competition.js';
import { eligibleTeams } from './eligible-teams.js';
import { getBracket } from './get-bracket.js';
import { getCompetition } from './get-competition.js';
import { getStandings } from './get-standings.js';
import { listCompetitions } from './list-competitions.js';
import { listFixtures } from './list-fixtures.js';
import { listMatchMembers } from './match-members.js';
import { listScorers } from './list-scorers.js';
import { competitionAwards } from './competition-awards.js';
import { recordResult } from './record-result.js';
import { registerTeam } from './register-team.js';
import { rescheduleMatch } from './reschedule-match.js';
import { teamAchievements } from './team-achievements.js';
import { playerAchievements } from './player-achievements.js';
import { updateCompetition } from './update-competition.js';
import { updateRegistration } from './update-registration.js';
import { withdrawTeam } from './withdraw-team.js';

const security = [{ bearer: [] }];
const tags = ['competitions'];
const organizer = requireRole('organizer', 'admin');

/** Cups and leagues between teams (docs/decisions/0032-competitions.md). */
export const competitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/competitions',
    {
      preHandler: app.identify,
      schema: {
        tags,
        summary: 'Competitions: upcoming, registering, in progress, finished or all, with filters, a page',
        querystring: competitionListQuerySchema,
        response: { 200: competitionListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listCompetitions(app.db, { query: request.query }),
  );

  app.post(
    '/competitions',
    {
      preHandler: [app.authenticate, organizer],
      schema: {
        tags,
        security,
        summary: 'Create a cup or a league (organizer or admin); it opens for registration',
        body: createCompetitionBodySchema,
        response: { 201: competitionSchema, ...errorResponses },
      },
    },
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
      schema: {
        tags,
        summary: 'One competition: rules, teams and what you may do',
        params: competitionIdParamsSchema,
        response: { 200: competitionSchema, ...errorResponses },
      },
    },
    async (request) => getCompetition(app.db, { actor: request.user, competitionId: request.params.id }),
  );

  app.patch(
    '/competitions/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change a competition, or cancel it with every fee refunded (its organizer or an admin)',
        params: competitionIdParamsSchema,
        body: updateCompetitionBodySchema,
        response: { 200: competitionSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateCompetition(app.db, {
        actor: authenticatedUser(request),
        competitionId: request.params.id,
        body: request.body,
      }),
  );

  app.get(
    '/competitions/:id/my-teams',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The teams you captain: whether each can register, and what it would cost',
        params: competitionIdParamsSchema,
        response: { 200: eligibleTeamsResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      eligibleTeams(app.db, { actor: authenticatedUser(request), competitionId: request.params.id }),
  );

  app.post(
    '/competitions/:id/registrations',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Register your team (its captain) and pay the entry fee from your wallet; send an `Idempotency-Key`: a retry never pays twice',
        params: competitionIdParamsSchema,
        body: registerCompetitionTeamBodySchema,
        response: { 201: competitionSchema, ...errorResponses },
      },
    },
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
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Withdraw your team before the deadline (its captain); the fee is refunded',
        params: competitionTeamParamsSchema,
        response: { 200: competitionSchema, ...errorResponses },
      },
    },
    async (request) =>
      withdrawTeam(app.db, {
        actor: authenticatedUser(request),
        competitionId: request.params.id,
        teamId: request.params.team_id,
      }),
  );

  app.patch(
    '/competitions/:id/registrations/:team_id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Accept, refuse (refunding the fee) or seed a team (the organizer or an admin)',
        params: competitionTeamParamsSchema,
        body: updateCompetitionTeamBodySchema,
        response: { 200: competitionSchema, ...errorResponses },
      },
    },
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
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Close registration: draw and schedule the fixtures, or cancel with refunds when too few teams registered (the organizer or an admin)',
        params: competitionIdParamsSchema,
        response: { 200: competitionSchema, ...errorResponses },
      },
    },
    async (request) =>
      closeRegistration(app.db, { actor: authenticatedUser(request), competitionId: request.params.id }),
  );

  app.get(
    '/competitions/:id/fixtures',
    {
      preHandler: app.identify,
      schema: {
        tags,
        summary: 'Every match of the competition (or of one team) by kick-off',
        params: competitionIdParamsSchema,
        querystring: competitionFixturesQuerySchema,
        response: { 200: competitionFixturesSchema, ...errorResponses },
      },
    },
    async (request) =>
      listFixtures(app.db, {
        actor: request.user,
        competitionId: request.params.id,
        teamId: request.query.team_id,
      }),
  );

  app.get(
    '/competitions/:id/standings',
    {
      schema: {
        tags,
        summary: 'The league table or the group tables, under the competition’s tie-break order',
        params: competitionIdParamsSchema,
        response: { 200: competitionStandingsSchema, ...errorResponses },
      },
    },
    async (request) => getStandings(app.db, { competitionId: request.params.id }),
  );

  app.get(
    '/competitions/:id/bracket',
    {
      schema: {
        tags,
        summary: 'The knockout bracket with winners advanced',
        params: competitionIdParamsSchema,
        response: { 200: competitionBracketSchema, ...errorResponses },
      },
    },
    async (request) => getBracket(app.db, { competitionId: request.params.id }),
  );

  app.get(
    '/competitions/:id/scorers',
    {
      schema: {
        tags,
        summary: 'Top scorers',
        params: competitionIdParamsSchema,
        response: { 200: competitionScorersSchema, ...errorResponses },
      },
    },
    async (request) => listScorers(app.db, { competitionId: request.params.id }),
  );

  app.get(
    '/competitions/:id/awards',
    {
      schema: {
        tags,
        summary: 'Prizes: the podium, the top scorer(s) and the best player by player-of-the-match votes',
        params: competitionIdParamsSchema,
        response: { 200: competitionAwardsSchema, ...errorResponses },
      },
    },
    async (request) => competitionAwards(app.db, { competitionId: request.params.id }),
  );

  app.get(
    '/competitions/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'The matches (of one team with `team_id`) as an iCalendar file (Asia/Baku)',
        params: competitionIdParamsSchema,
        querystring: competitionFixturesQuerySchema,
        response: { 200: z.string(), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      const calendar = await competitionCalendar(app.db, {
        competitionId: request.params.id,
        teamId: request.query.team_id,
        url: `${origin}/tournaments/${request.params.id}`,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="oyna-competition-${request.params.id}.ics"`)
        .send(calendar);
    },
  );

  app.get(
    '/competitions/:id/matches/:match_id/members',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "The players a result may name in the match's line-ups: each team's current members (whoever may record the result)",
        params: competitionMatchParamsSchema,
        response: { 200: competitionMatchMembersSchema, ...errorResponses },
      },
    },
    async (request) =>
      listMatchMembers(app.db, {
        actor: authenticatedUser(request),
        competitionId: request.params.id,
        matchId: request.params.match_id,
      }),
  );

  app.post(
    '/competitions/:id/matches/:match_id/result',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Record or correct a result with line-ups, scorers and cards (the organizer or an admin; or the home captain, then the away captain confirms)',
        params: competitionMatchParamsSchema,
        body: recordCompetitionResultBodySchema,
        response: { 200: competitionMatchSchema, ...errorResponses },
      },
    },
    async (request) =>
      recordResult(app.db, {
        actor: authenticatedUser(request),
        competitionId: request.params.id,
        matchId: request.params.match_id,
        body: request.body,
      }),
  );

  app.post(
    '/competitions/:id/matches/:match_id/result/confirm',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Confirm the home captain's result (the away captain, the organizer or an admin)",
        params: competitionMatchParamsSchema,
        response: { 200: competitionMatchSchema, ...errorResponses },
      },
    },
    async (request) =>
      confirmResult(app.db, {
        actor: authenticatedUser(request),
        competitionId: request.params.id,
        matchId: request.params.match_id,
      }),
  );

  app.patch(
    '/competitions/:id/matches/:match_id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Move a match to another kick-off or pitch (the organizer or an admin; the same clash and rest rules)',
        params: competitionMatchParamsSchema,
        body: rescheduleCompetitionMatchBodySchema,
        response: { 200: competitionMatchSchema, ...errorResponses },
      },
    },
    async (request) =>
      rescheduleMatch(app.db, {
        actor: authenticatedUser(request),
        competitionId: request.params.id,
        matchId: request.params.match_id,
        body: request.body,
      }),
  );

  app.get(
    '/teams/:id/achievements',
    {
      schema: {
        tags: ['teams'],
        summary: 'The competitions the team won or finished second or third in',
        params: teamIdParamsSchema,
        response: { 200: teamAchievementsSchema, ...errorResponses },
      },
    },
    async (request) => teamAchievements(app.db, { teamId: request.params.id }),
  );

  app.get(
    '/users/:id/achievements',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        security,
        summary: "A player's competition trophies: podium places with their team, top scorer and best player",
        description: 'A private profile answers 403 `profile_private` to everyone but its player and admins.',
        params: userIdParamsSchema,
        response: { 200: playerAchievementsSchema, ...errorResponses },
      },
    },
    async (request) =>
      playerAchievements(app.db, { viewer: authenticatedUser(request), userId: request.params.id }),
  );
};

import {
  competitionAwardsSchema,
  competitionBracketSchema,
  competitionFixturesQuerySchema,
  competitionFixturesSchema,
  competitionIdParamsSchema,
  competitionMatchMembersSchema,
  competitionMatchParamsSchema,
  competitionMatchSchema,
  competitionScorersSchema,
  competitionStandingsSchema,
  playerAchievementsSchema,
  recordCompetitionResultBodySchema,
  rescheduleCompetitionMatchBodySchema,
  teamAchievementsSchema,
  teamIdParamsSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { authenticatedUser } from '../../lib/auth-user.js';
import { errorResponses, errorResponsesFor } from '../../lib/error-responses.js';
import { privateProfilePart } from '../../lib/private-profile-route.js';
import { openRoute, signedIn } from '../../lib/signed-in-route.js';
import { competitionAwards } from './competition-awards.js';
import { competitionCalendar } from './competition-calendar.js';
import { confirmResult } from './confirm-result.js';
import { getBracket } from './get-bracket.js';
import { getStandings } from './get-standings.js';
import { listFixtures } from './list-fixtures.js';
import { listScorers } from './list-scorers.js';
import { listMatchMembers } from './match-members.js';
import { playerAchievements } from './player-achievements.js';
import { recordResult } from './record-result.js';
import { rescheduleMatch } from './reschedule-match.js';
import { teamAchievements } from './team-achievements.js';

const tags = ['competitions'];

/**
 * What a competition plays and what that makes: its fixtures and calendar, a match's members,
 * result, confirmation and new kick-off, the tables, bracket, scorers, awards and trophies.
 * Registered by `competitionsRoutes`.
 */
export const competitionPlayRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const publicRoute = openRoute({ tags });
  const signedInRoute = signedIn(app, { tags });

  app.get(
    '/competitions/:id/fixtures',
    {
      preHandler: app.identify,
      ...publicRoute({
        summary: 'Every match of the competition (or of one team) by kick-off',
        params: competitionIdParamsSchema,
        querystring: competitionFixturesQuerySchema,
        response: { 200: competitionFixturesSchema, ...errorResponses },
      }),
    },
    async (request) =>
      listFixtures(app.db, {
        actor: request.user,
        competitionId: request.params.id,
        teamId: request.query.team_id,
      }),
  );

  /** A public view of one competition that its id alone determines: the tables, the bracket, the prizes. */
  const competitionView = <Response extends z.ZodType>(
    path: `/competitions/:id/${string}`,
    view: {
      summary: string;
      response: Response;
      read: (db: Db, input: { competitionId: string }) => Promise<z.output<Response>>;
    },
  ) =>
    app.get(
      path,
      publicRoute({
        summary: view.summary,
        params: competitionIdParamsSchema,
        // Widened: the call's own types already tie the reader's answer to the schema.
        response: { 200: view.response as z.ZodType, ...errorResponses },
      }),
      async (request) => view.read(app.db, { competitionId: request.params.id }),
    );

  competitionView('/competitions/:id/standings', {
    summary: 'The league table or the group tables, under the competition’s tie-break order',
    response: competitionStandingsSchema,
    read: getStandings,
  });
  competitionView('/competitions/:id/bracket', {
    summary: 'The knockout bracket with winners advanced',
    response: competitionBracketSchema,
    read: getBracket,
  });
  competitionView('/competitions/:id/scorers', {
    summary: 'Top scorers',
    response: competitionScorersSchema,
    read: listScorers,
  });
  competitionView('/competitions/:id/awards', {
    summary: 'Prizes: the podium, the top scorer(s) and the best player by player-of-the-match votes',
    response: competitionAwardsSchema,
    read: competitionAwards,
  });

  app.get(
    '/competitions/:id/calendar.ics',
    publicRoute({
      summary: 'The matches (of one team with `team_id`) as an iCalendar file (Asia/Baku)',
      params: competitionIdParamsSchema,
      querystring: competitionFixturesQuerySchema,
      response: { 200: z.string(), ...errorResponsesFor(400, 404) },
    }),
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
    signedInRoute({
      summary:
        "The players a result may name in the match's line-ups: each team's current members (whoever may record the result)",
      params: competitionMatchParamsSchema,
      response: { 200: competitionMatchMembersSchema, ...errorResponses },
    }),
    async (request) =>
      listMatchMembers(app.db, {
        actor: authenticatedUser(request),
        competitionId: request.params.id,
        matchId: request.params.match_id,
      }),
  );

  app.post(
    '/competitions/:id/matches/:match_id/result',
    signedInRoute({
      summary:
        'Record or correct a result with line-ups, scorers and cards (the organizer or an admin; or the home captain, then the away captain confirms)',
      params: competitionMatchParamsSchema,
      body: recordCompetitionResultBodySchema,
      response: { 200: competitionMatchSchema, ...errorResponses },
    }),
    async (request) =>
      recordResult(app.db, {
        actor: authenticatedUser(request),
        competitionId: request.params.id,
        matchId: request.params.match_id,
        body: request.body,
        hooks,
      }),
  );

  app.post(
    '/competitions/:id/matches/:match_id/result/confirm',
    signedInRoute({
      summary: "Confirm the home captain's result (the away captain, the organizer or an admin)",
      params: competitionMatchParamsSchema,
      response: { 200: competitionMatchSchema, ...errorResponses },
    }),
    async (request) =>
      confirmResult(app.db, {
        actor: authenticatedUser(request),
        competitionId: request.params.id,
        matchId: request.params.match_id,
        hooks,
      }),
  );

  app.patch(
    '/competitions/:id/matches/:match_id',
    signedInRoute({
      summary:
        'Move a match to another kick-off or pitch (the organizer or an admin; the same clash and rest rules)',
      params: competitionMatchParamsSchema,
      body: rescheduleCompetitionMatchBodySchema,
      response: { 200: competitionMatchSchema, ...errorResponses },
    }),
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
    publicRoute({
      tags: ['teams'],
      summary: 'The competitions the team won or finished second or third in',
      params: teamIdParamsSchema,
      response: { 200: teamAchievementsSchema, ...errorResponses },
    }),
    async (request) => teamAchievements(app.db, { teamId: request.params.id }),
  );

  privateProfilePart(app, '/users/:id/achievements', {
    tags: ['users'],
    summary: "A player's competition trophies: podium places with their team, top scorer and best player",
    response: playerAchievementsSchema,
    read: playerAchievements,
  });
};

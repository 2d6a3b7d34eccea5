import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { privateProfilePart } from '../../lib/private-profile-route.js';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
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
  const anyone = openRoutes(app, { tags });
  const identifying = openRoutes(app, { tags, identify: true });
  const signedIn = signedInRoutes(app, { tags });

  identifying.get('/competitions/:id/fixtures', {
    summary: 'Every match of the competition (or of one team) by kick-off',
    params: contracts.competitionIdParamsSchema,
    querystring: contracts.competitionFixturesQuerySchema,
    response: ok(contracts.competitionFixturesSchema),
    handler: async ({ user, params, query }) =>
      listFixtures(app.db, {
        actor: user,
        competitionId: params.id,
        teamId: query.team_id,
      }),
  });

  /** A public view of one competition that its id alone determines: the tables, the bracket, the prizes. */
  const competitionView = <Response extends z.ZodType>(
    path: `/competitions/:id/${string}`,
    view: {
      summary: string;
      response: Response;
      read: (db: Db, input: { competitionId: string }) => Promise<z.output<Response>>;
    },
  ) =>
    anyone.get(path, {
      summary: view.summary,
      params: contracts.competitionIdParamsSchema,
      // Widened: the call's own types already tie the reader's answer to the schema.
      response: ok(view.response as z.ZodType),
      handler: async ({ params }) => view.read(app.db, { competitionId: params.id }),
    });

  competitionView('/competitions/:id/standings', {
    summary: 'The league table or the group tables, under the competition’s tie-break order',
    response: contracts.competitionStandingsSchema,
    read: getStandings,
  });
  competitionView('/competitions/:id/bracket', {
    summary: 'The knockout bracket with winners advanced',
    response: contracts.competitionBracketSchema,
    read: getBracket,
  });
  competitionView('/competitions/:id/scorers', {
    summary: 'Top scorers',
    response: contracts.competitionScorersSchema,
    read: listScorers,
  });
  competitionView('/competitions/:id/awards', {
    summary: 'Prizes: the podium, the top scorer(s) and the best player by player-of-the-match votes',
    response: contracts.competitionAwardsSchema,
    read: competitionAwards,
  });

  anyone.get('/competitions/:id/calendar.ics', {
    summary: 'The matches (of one team with `team_id`) as an iCalendar file (Asia/Baku)',
    params: contracts.competitionIdParamsSchema,
    querystring: contracts.competitionFixturesQuerySchema,
    response: ok(z.string(), 400, 404),
    handler: async (request, reply) => {
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
  });

  signedIn.get('/competitions/:id/matches/:match_id/members', {
    summary:
      "The players a result may name in the match's line-ups: each team's current members (whoever may record the result)",
    params: contracts.competitionMatchParamsSchema,
    response: ok(contracts.competitionMatchMembersSchema),
    handler: async ({ user, params }) =>
      listMatchMembers(app.db, {
        actor: user,
        competitionId: params.id,
        matchId: params.match_id,
      }),
  });

  signedIn.post('/competitions/:id/matches/:match_id/result', {
    summary:
      'Record or correct a result with line-ups, scorers and cards (the organizer or an admin; or the home captain, then the away captain confirms)',
    params: contracts.competitionMatchParamsSchema,
    body: contracts.recordCompetitionResultBodySchema,
    response: ok(contracts.competitionMatchSchema),
    handler: async ({ user, params, body }) =>
      recordResult(app.db, {
        actor: user,
        competitionId: params.id,
        matchId: params.match_id,
        body,
        hooks,
      }),
  });

  signedIn.post('/competitions/:id/matches/:match_id/result/confirm', {
    summary: "Confirm the home captain's result (the away captain, the organizer or an admin)",
    params: contracts.competitionMatchParamsSchema,
    response: ok(contracts.competitionMatchSchema),
    handler: async ({ user, params }) =>
      confirmResult(app.db, {
        actor: user,
        competitionId: params.id,
        matchId: params.match_id,
        hooks,
      }),
  });

  signedIn.patch('/competitions/:id/matches/:match_id', {
    summary:
      'Move a match to another kick-off or pitch (the organizer or an admin; the same clash and rest rules)',
    params: contracts.competitionMatchParamsSchema,
    body: contracts.rescheduleCompetitionMatchBodySchema,
    response: ok(contracts.competitionMatchSchema),
    handler: async ({ user, params, body }) =>
      rescheduleMatch(app.db, {
        actor: user,
        competitionId: params.id,
        matchId: params.match_id,
        body,
      }),
  });

  anyone.get('/teams/:id/achievements', {
    tags: ['teams'],
    summary: 'The competitions the team won or finished second or third in',
    params: contracts.teamIdParamsSchema,
    response: ok(contracts.teamAchievementsSchema),
    handler: async ({ params }) => teamAchievements(app.db, { teamId: params.id }),
  });

  privateProfilePart(app, '/users/:id/achievements', {
    tags: ['users'],
    summary: "A player's competition trophies: podium places with their team, top scorer and best player",
    response: contracts.playerAchievementsSchema,
    read: playerAchievements,
  });
};

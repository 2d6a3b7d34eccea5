import {
  competitionMatchParamsSchema,
  devFixtureMovedSchema,
  gameIdParamsSchema,
  teamMatchIdParamsSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { assertFromThisMachine } from '../../lib/from-this-machine.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { openRoute } from '../../lib/signed-in-route.js';
import { devFixturesEnabled } from './dev-fixtures-enabled.js';
import { finishTeamMatch } from './finish-team-match.js';
import { kickOffCompetitionMatch } from './kick-off-competition-match.js';
import { kickOffGame } from './kick-off-game.js';

/**
 * End-to-end test fixtures (docs/decisions/0057-end-to-end-fixtures.md): the API refuses a
 * kick-off in the past and a result before kick-off (a friendly's before it is over), so these
 * routes move a match's or a game's times back for a test to reach a played match at once. Registered only with E2E_FIXTURES=true
 * outside production, so elsewhere these paths do not exist (404); they answer this machine only.
 */
export const devFixturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = openRoute({ tags: ['development'] });
  /** A fixture: what it moves back, said after what every fixture shares, and the one answer. */
  const fixtureRoute = <Params extends z.ZodType>(fixture: {
    summary: string;
    moves: string;
    params: Params;
  }) =>
    publicRoute({
      summary: `End-to-end tests only: ${fixture.summary}`,
      description:
        'Exists only on a server started with E2E_FIXTURES=true (never in production), for requests ' +
        `from this machine. ${fixture.moves}`,
      params: fixture.params,
      response: { 200: devFixtureMovedSchema, ...errorResponses },
    });
  if (!devFixturesEnabled(app.config)) return;
  app.addHook('onRequest', async (request) => assertFromThisMachine(request));
  // A moved game leaves or enters the cached game lists.
  invalidateOnWrite(app, ['games']);

  app.post(
    '/dev/fixtures/team-matches/:id/finish',
    fixtureRoute({
      summary: 'an accepted team match moved back so that it ended a minute ago',
      moves:
        'The match, its challenge and answer, and its game move back together; ' +
        'the venue must have a free pitch at the new time.',
      params: teamMatchIdParamsSchema,
    }),
    async (request) => finishTeamMatch(app.db, { matchId: request.params.id }),
  );

  app.post(
    '/dev/fixtures/games/:id/kick-off',
    fixtureRoute({
      summary: 'an open pickup game moved back so that it kicked off a minute ago',
      moves:
        'The game, its creation and its registration opening move back together; ' +
        'when the venue had no free pitch then, it moves to the latest earlier moment it had one.',
      params: gameIdParamsSchema,
    }),
    async (request) => kickOffGame(app.db, { gameId: request.params.id }),
  );

  app.post(
    '/dev/fixtures/competitions/:id/matches/:match_id/kick-off',
    fixtureRoute({
      summary: 'a drawn competition match moved back so that it kicked off a minute ago',
      moves:
        'The match and its game move back together; ' +
        'when the venue had no free pitch then, it moves to the latest earlier moment it had one.',
      params: competitionMatchParamsSchema,
    }),
    async (request) =>
      kickOffCompetitionMatch(app.db, { competitionId: request.params.id, matchId: request.params.match_id }),
  );
};

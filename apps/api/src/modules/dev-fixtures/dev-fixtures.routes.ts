import type { DevFixtureMoved } from '@oyna/shared';
import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { assertFromThisMachine } from '../../lib/from-this-machine.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { type RouteRequest, openRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { devFixturesEnabled } from './dev-fixtures-enabled.js';
import { finishTeamMatch } from './finish-team-match.js';
import { kickOffCompetitionMatch } from './kick-off-competition-match.js';
import { kickOffGame } from './kick-off-game.js';

/** A fixture: what it moves back (after what every fixture shares), and how. */
interface Fixture<Params extends z.ZodType> {
  summary: string;
  moves: string;
  params: Params;
  move: (params: RouteRequest<{ params: Params }>['params']) => Promise<DevFixtureMoved>;
}

/**
 * End-to-end test fixtures (docs/decisions/0057-end-to-end-fixtures.md): the API refuses a
 * kick-off in the past and a result before kick-off (a friendly's before it is over), so these
 * routes move a match's or a game's times back for a test to reach a played match at once. Registered only with E2E_FIXTURES=true
 * outside production, so elsewhere these paths do not exist (404); they answer this machine only.
 */
export const devFixturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = openRoutes(app, { tags: ['development'] });
  /** Declares a fixture, its description and its one answer the same as every other's. */
  const fixture = <Params extends z.ZodType>(
    url: string,
    { summary, moves, params, move }: Fixture<Params>,
  ) =>
    anyone.post(url, {
      summary: `End-to-end tests only: ${summary}`,
      description:
        'Exists only on a server started with E2E_FIXTURES=true (never in production), for requests ' +
        `from this machine. ${moves}`,
      params,
      response: ok(contracts.devFixtureMovedSchema),
      handler: async (request) => move(request.params),
    });
  if (!devFixturesEnabled(app.config)) return;
  app.addHook('onRequest', async (request) => assertFromThisMachine(request));
  // A moved game leaves or enters the cached game lists.
  invalidateOnWrite(app, ['games']);

  fixture('/dev/fixtures/team-matches/:id/finish', {
    summary: 'an accepted team match moved back so that it ended a minute ago',
    moves:
      'The match, its challenge and answer, and its game move back together; ' +
      'the venue must have a free pitch at the new time.',
    params: contracts.teamMatchIdParamsSchema,
    move: ({ id }) => finishTeamMatch(app.db, { matchId: id }),
  });

  fixture('/dev/fixtures/games/:id/kick-off', {
    summary: 'an open pickup game moved back so that it kicked off a minute ago',
    moves:
      'The game, its creation and its registration opening move back together; ' +
      'when the venue had no free pitch then, it moves to the latest earlier moment it had one.',
    params: contracts.gameIdParamsSchema,
    move: ({ id }) => kickOffGame(app.db, { gameId: id }),
  });

  fixture('/dev/fixtures/competitions/:id/matches/:match_id/kick-off', {
    summary: 'a drawn competition match moved back so that it kicked off a minute ago',
    moves:
      'The match and its game move back together; ' +
      'when the venue had no free pitch then, it moves to the latest earlier moment it had one.',
    params: contracts.competitionMatchParamsSchema,
    move: ({ id, match_id }) => kickOffCompetitionMatch(app.db, { competitionId: id, matchId: match_id }),
  });
};

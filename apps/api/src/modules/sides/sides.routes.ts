import {
  balanceSidesBodySchema,
  gameIdParamsSchema,
  gameSidesSchema,
  saveSidesBodySchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { authenticatedUser, requireRole } from '../../lib/auth-user.js';
import { balanceGameSides } from './balance-game-sides.js';
import { getGameSides } from './get-game-sides.js';
import { resetGameSides } from './reset-game-sides.js';
import { saveGameSides } from './save-game-sides.js';
import { errorResponses } from '../../lib/error-responses.js';
import { signedIn } from '../../lib/signed-in-route.js';

const organizer = requireRole('organizer', 'admin');

/** The sides of a game: balanced by the balancer or arranged by hand by its organizer (issue 8). */
export const sidesRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const organizerRoute = signedIn(app, { tags: ['sides'], checks: [organizer] });
  const signedInRoute = signedIn(app, { tags: ['sides'] });

  app.get(
    '/games/:id/sides',
    signedInRoute({
      summary: 'The sides of a game (its confirmed players, its organizer, admins)',
      description:
        'Players who joined after the sides were saved are listed in `unassigned`; players who left are dropped, and the strengths and spread are those of the players shown. Before any save `sides` is empty and every confirmed player is unassigned.',
      params: gameIdParamsSchema,
      response: { 200: gameSidesSchema, ...errorResponses },
    }),
    async (request) => getGameSides(app.db, { actor: authenticatedUser(request), gameId: request.params.id }),
  );

  app.post(
    '/games/:id/sides/balance',
    organizerRoute({
      summary: 'Split the confirmed players into 2-4 fair sides and save them (the organizer)',
      description:
        'Replaces any saved sides. Players in `locks` stay in the given side (0 is side A) and keep `locked: true`; the rest are rebalanced around them. The same players, locks and seed give the same sides.',
      params: gameIdParamsSchema,
      body: balanceSidesBodySchema,
      response: { 200: gameSidesSchema, ...errorResponses },
    }),
    async (request) =>
      balanceGameSides(app.db, {
        actor: authenticatedUser(request),
        gameId: request.params.id,
        body: request.body,
        hooks,
      }),
  );

  app.put(
    '/games/:id/sides',
    organizerRoute({
      summary: 'Save sides arranged by hand (the organizer)',
      description:
        'Every confirmed player exactly once, side sizes within one of each other; replaces any saved sides.',
      params: gameIdParamsSchema,
      body: saveSidesBodySchema,
      response: { 200: gameSidesSchema, ...errorResponses },
    }),
    async (request) =>
      saveGameSides(app.db, {
        actor: authenticatedUser(request),
        gameId: request.params.id,
        body: request.body,
        hooks,
      }),
  );

  app.delete(
    '/games/:id/sides',
    organizerRoute({
      summary: 'Forget the saved sides: every confirmed player is unassigned again (the organizer)',
      params: gameIdParamsSchema,
      response: { 200: gameSidesSchema, ...errorResponses },
    }),
    async (request) =>
      resetGameSides(app.db, { actor: authenticatedUser(request), gameId: request.params.id }),
  );
};

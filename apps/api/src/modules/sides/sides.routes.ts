import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from '../games/game-hooks.js';
import { requireRole } from '../../lib/auth-user.js';
import { balanceGameSides } from './balance-game-sides.js';
import { getGameSides } from './get-game-sides.js';
import { resetGameSides } from './reset-game-sides.js';
import { saveGameSides } from './save-game-sides.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';

const organizerOrAdmin = requireRole('organizer', 'admin');

/** The sides of a game: balanced by the balancer or arranged by hand by its organizer (issue 8). */
export const sidesRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const organizer = signedInRoutes(app, { tags: ['sides'], checks: [organizerOrAdmin] });
  const signedIn = signedInRoutes(app, { tags: ['sides'] });

  signedIn.get('/games/:id/sides', {
    summary: 'The sides of a game (its confirmed players, its organizer, admins)',
    description:
      'Players who joined after the sides were saved are listed in `unassigned`; players who left are dropped, and the strengths and spread are those of the players shown. Before any save `sides` is empty and every confirmed player is unassigned.',
    params: contracts.gameIdParamsSchema,
    response: ok(contracts.gameSidesSchema),
    handler: async ({ user, params }) => getGameSides(app.db, { actor: user, gameId: params.id }),
  });

  organizer.post('/games/:id/sides/balance', {
    summary: 'Split the confirmed players into 2-4 fair sides and save them (the organizer)',
    description:
      'Replaces any saved sides. Players in `locks` stay in the given side (0 is side A) and keep `locked: true`; the rest are rebalanced around them. The same players, locks and seed give the same sides.',
    params: contracts.gameIdParamsSchema,
    body: contracts.balanceSidesBodySchema,
    response: ok(contracts.gameSidesSchema),
    handler: async ({ user, params, body }) =>
      balanceGameSides(app.db, {
        actor: user,
        gameId: params.id,
        body,
        hooks,
      }),
  });

  organizer.put('/games/:id/sides', {
    summary: 'Save sides arranged by hand (the organizer)',
    description:
      'Every confirmed player exactly once, side sizes within one of each other; replaces any saved sides.',
    params: contracts.gameIdParamsSchema,
    body: contracts.saveSidesBodySchema,
    response: ok(contracts.gameSidesSchema),
    handler: async ({ user, params, body }) =>
      saveGameSides(app.db, {
        actor: user,
        gameId: params.id,
        body,
        hooks,
      }),
  });

  organizer.delete('/games/:id/sides', {
    summary: 'Forget the saved sides: every confirmed player is unassigned again (the organizer)',
    params: contracts.gameIdParamsSchema,
    response: ok(contracts.gameSidesSchema),
    handler: async ({ user, params }) => resetGameSides(app.db, { actor: user, gameId: params.id }),
  });
};

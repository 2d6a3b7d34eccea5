import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from './game-hooks.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { created, ok } from '../../lib/route-responses.js';
import { addGuest } from './add-guest.js';
import { removeGuest } from './remove-guest.js';

/** A confirmed player brings named guests to a game and takes them off (docs/decisions/0027-guests.md). */
export const guestsRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const signedIn = signedInRoutes(app, { tags: ['games'] });

  invalidateOnWrite(app, ['games']);
  signedIn.post('/games/:id/guests', {
    summary: 'Book a place for a guest: the wallet pays the game’s price at once',
    params: contracts.gameIdParamsSchema,
    body: contracts.addGuestSchema,
    response: created(contracts.guestBookingResultSchema),
    handler: async ({ params, user, body }) =>
      app.gamePlaces.announceAfter(
        params.id,
        addGuest(app.db, {
          userId: user.id,
          gameId: params.id,
          name: body.name,
          hooks,
        }),
      ),
  });

  signedIn.delete('/games/:id/guests/:guestId', {
    summary: 'Take a guest off: the price goes back on the same terms as leaving',
    params: contracts.guestParamsSchema,
    response: ok(contracts.leaveResultSchema),
    handler: async ({ params, user }) =>
      app.gamePlaces.announceAfter(
        params.id,
        removeGuest(app.db, {
          userId: user.id,
          gameId: params.id,
          guestId: params.guestId,
          hooks,
        }),
      ),
  });
};

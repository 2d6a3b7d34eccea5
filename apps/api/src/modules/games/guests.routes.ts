import {
  addGuestSchema,
  gameIdParamsSchema,
  guestBookingResultSchema,
  guestParamsSchema,
  leaveResultSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameHooks } from './game-hooks.js';
import { errorResponses } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { authenticatedUser } from '../../lib/auth-user.js';
import { signedIn } from '../../lib/signed-in-route.js';
import { addGuest } from './add-guest.js';
import { removeGuest } from './remove-guest.js';

/** A confirmed player brings named guests to a game and takes them off (docs/decisions/0027-guests.md). */
export const guestsRoutes: FastifyPluginAsyncZod<{ hooks: GameHooks }> = async (app, { hooks }) => {
  const signedInRoute = signedIn(app, { tags: ['games'] });

  invalidateOnWrite(app, ['games']);
  app.post(
    '/games/:id/guests',
    signedInRoute({
      summary: 'Book a place for a guest: the wallet pays the game’s price at once',
      params: gameIdParamsSchema,
      body: addGuestSchema,
      response: { 201: guestBookingResultSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const result = await app.gamePlaces.announceAfter(
        request.params.id,
        addGuest(app.db, {
          userId: authenticatedUser(request).id,
          gameId: request.params.id,
          name: request.body.name,
          hooks,
        }),
      );
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/games/:id/guests/:guestId',
    signedInRoute({
      summary: 'Take a guest off: the price goes back on the same terms as leaving',
      params: guestParamsSchema,
      response: { 200: leaveResultSchema, ...errorResponses },
    }),
    async (request) =>
      app.gamePlaces.announceAfter(
        request.params.id,
        removeGuest(app.db, {
          userId: authenticatedUser(request).id,
          gameId: request.params.id,
          guestId: request.params.guestId,
          hooks,
        }),
      ),
  );
};

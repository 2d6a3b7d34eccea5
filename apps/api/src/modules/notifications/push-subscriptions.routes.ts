import {
  pushSubscriptionInputSchema,
  pushSubscriptionRenewalSchema,
  pushSubscriptionSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { authenticatedUser } from '../../lib/auth-user.js';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { openRoute, signedIn } from '../../lib/signed-in-route.js';
import { removePushSubscription } from './remove-push-subscription.js';
import { renewPushSubscription } from './renew-push-subscription.js';
import { savePushSubscription } from './save-push-subscription.js';

const pushSubscriptionParamsSchema = z.object({ id: z.uuid() });

/** The browsers a player gets web push notifications on: subscribe this one, forget one, renew one. */
export const pushSubscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = openRoute({ tags: ['notifications'] });
  const signedInRoute = signedIn(app, { tags: ['notifications'] });

  const configured = Boolean(app.config.VAPID_PUBLIC_KEY && app.config.VAPID_PRIVATE_KEY);

  app.post(
    '/notifications/push-subscriptions',
    signedInRoute({
      summary: "Receive web push notifications in this browser (its PushSubscription's JSON)",
      body: pushSubscriptionInputSchema,
      response: {
        201: pushSubscriptionSchema,
        ...errorResponsesFor(400, 401, 503),
      },
    }),
    async (request, reply) => {
      const userId = authenticatedUser(request).id;
      if (!configured) throw new AppError('push_not_configured', 503);
      const subscription = await savePushSubscription(app.db, {
        userId,
        input: request.body,
        userAgent: request.headers['user-agent'],
        production: app.config.NODE_ENV === 'production',
      });
      return reply.status(201).send(subscription);
    },
  );

  app.delete(
    '/notifications/push-subscriptions/:id',
    signedInRoute({
      summary: 'Stop web push notifications on one of your browsers',
      params: pushSubscriptionParamsSchema,
      response: {
        204: z.null().describe('Unsubscribed'),
        ...errorResponsesFor(400, 401, 404),
      },
    }),
    async (request, reply) => {
      await removePushSubscription(app.db, { userId: authenticatedUser(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/notifications/push-subscriptions/renew',
    publicRoute({
      summary:
        "Replace a push subscription the browser renewed (the service worker's pushsubscriptionchange); the old endpoint is the proof",
      body: pushSubscriptionRenewalSchema,
      response: {
        204: z.null().describe('Replaced, or no subscription had the old endpoint (the two look alike)'),
        ...errorResponsesFor(400),
      },
    }),
    async (request, reply) => {
      await renewPushSubscription(app.db, {
        oldEndpoint: request.body.old_endpoint,
        input: request.body.subscription,
        production: app.config.NODE_ENV === 'production',
      });
      return reply.status(204).send(null);
    },
  );
};

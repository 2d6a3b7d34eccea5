import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { created, noContent } from '../../lib/route-responses.js';
import { removePushSubscription } from './remove-push-subscription.js';
import { renewPushSubscription } from './renew-push-subscription.js';
import { savePushSubscription } from './save-push-subscription.js';

const pushSubscriptionParamsSchema = z.object({ id: z.uuid() });

/** The browsers a player gets web push notifications on: subscribe this one, forget one, renew one. */
export const pushSubscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = openRoutes(app, { tags: ['notifications'] });
  const signedIn = signedInRoutes(app, { tags: ['notifications'] });

  const configured = Boolean(app.config.VAPID_PUBLIC_KEY && app.config.VAPID_PRIVATE_KEY);

  signedIn.post('/notifications/push-subscriptions', {
    summary: "Receive web push notifications in this browser (its PushSubscription's JSON)",
    body: contracts.pushSubscriptionInputSchema,
    response: created(contracts.pushSubscriptionSchema, 400, 401, 503),
    handler: async (request) => {
      const userId = request.user.id;
      if (!configured) throw new AppError('push_not_configured', 503);
      return savePushSubscription(app.db, {
        userId,
        input: request.body,
        userAgent: request.headers['user-agent'],
        production: app.config.NODE_ENV === 'production',
      });
    },
  });

  signedIn.delete('/notifications/push-subscriptions/:id', {
    summary: 'Stop web push notifications on one of your browsers',
    params: pushSubscriptionParamsSchema,
    response: noContent('Unsubscribed', 400, 401, 404),
    handler: async ({ user, params }) => removePushSubscription(app.db, { userId: user.id, id: params.id }),
  });

  anyone.post('/notifications/push-subscriptions/renew', {
    summary:
      "Replace a push subscription the browser renewed (the service worker's pushsubscriptionchange); the old endpoint is the proof",
    body: contracts.pushSubscriptionRenewalSchema,
    response: noContent('Replaced, or no subscription had the old endpoint (the two look alike)', 400),
    handler: async ({ body }) =>
      renewPushSubscription(app.db, {
        oldEndpoint: body.old_endpoint,
        input: body.subscription,
        production: app.config.NODE_ENV === 'production',
      }),
  });
};

import type { SendingChannel } from '@oyna/shared';
import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalBody } from '../../lib/optional-body.js';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { countUnread } from './count-unread.js';
import { listMyNotifications } from './list-notifications.js';
import { archiveMyNotifications, markMyNotificationsRead } from './mark-notifications.js';
import { createNotificationFeed } from './notification-feed.js';
import {
  type ChannelSetup,
  getMyNotificationSettings,
  updateMyNotificationSettings,
} from './notification-settings.js';
import { streamNotifications } from './stream-notifications.js';
import { createStreamTickets } from './stream-ticket.js';
import { whatsAppUsageRoutes } from './whatsapp-usage.routes.js';
import { whatsAppRoutes } from './whatsapp.routes.js';

/**
 * The in-app notification centre (list, read, archive, the live stream) and the notification
 * settings (docs/decisions/0030-notifications.md). Every route acts on the caller's own only.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = openRoutes(app, { tags: ['notifications'] });
  const signedIn = signedInRoutes(app, { tags: ['notifications'] });

  const feed = createNotificationFeed({ redis: app.redis, log: app.log });
  const tickets = createStreamTickets(app.refreshSuccessorKey);
  const stopListening = app.notifications.dispatcher.onRouted((rows) => void feed.announce(rows));
  // Before the server stops taking connections: open event streams would otherwise keep it waiting.
  app.addHook('preClose', async () => {
    stopListening();
    await feed.close();
  });

  const channelSetup = (): ChannelSetup => {
    const { channels } = app.notifications.dispatcher;
    return {
      configured: Object.fromEntries(
        contracts.SENDING_CHANNELS.map((name) => {
          const channel = channels.get(name);
          return [name, Boolean(channel?.configured && !channel.capturing)];
        }),
      ) as Record<SendingChannel, boolean>,
      whatsappCaptured: Boolean(channels.get('whatsapp')?.capturing),
      telegramBotUsername: app.config.TELEGRAM_BOT_USERNAME ?? null,
      vapidPublicKey: app.config.VAPID_PUBLIC_KEY ?? null,
    };
  };

  signedIn.get('/notifications', {
    summary: 'Your notifications, newest first, written in the language of the request',
    description: 'filter: inbox (not archived, the default), unread, or archived.',
    querystring: contracts.notificationListQuerySchema,
    response: ok(contracts.notificationListSchema, 400, 401),
    handler: async ({ user, query, language }) =>
      listMyNotifications(app.db, {
        userId: user.id,
        query,
        language,
      }),
  });

  signedIn.get('/notifications/unread-count', {
    summary: 'How many of your notifications are unread (the bell)',
    response: ok(contracts.unreadCountSchema, 401),
    handler: async ({ user }) => ({ unread_count: await countUnread(app.db, user.id) }),
  });

  signedIn.post('/notifications/read', {
    summary: 'Mark notifications read',
    description:
      'The ones named by `ids`, or with no `ids` every unread one. Ids that are not yours are ignored. Answers the unread count after it.',
    body: optionalBody(contracts.notificationSelectionSchema),
    response: ok(contracts.unreadCountSchema, 400, 401),
    handler: async ({ user, body }) => markMyNotificationsRead(app.db, { userId: user.id, selection: body }),
  });

  signedIn.post('/notifications/archive', {
    summary: 'Archive notifications',
    description:
      'The ones named by `ids`, read or not (an archived notification counts as read), or with no `ids` every read one in the inbox. Ids that are not yours are ignored. Answers the unread count after it.',
    body: optionalBody(contracts.notificationSelectionSchema),
    response: ok(contracts.unreadCountSchema, 400, 401),
    handler: async ({ user, body }) => archiveMyNotifications(app.db, { userId: user.id, selection: body }),
  });

  signedIn.post('/notifications/events/ticket', {
    summary: 'A short-lived ticket that opens the live stream from a browser',
    description:
      'EventSource cannot send the Authorization header: pass the ticket as `?ticket=` to `GET /notifications/events`. It expires within a minute and opens only your own stream, while your session lives.',
    response: ok(contracts.notificationStreamTicketSchema, 401),
    handler: async ({ user }) => {
      const issued = tickets.issue({ userId: user.id, sessionId: user.sessionId });
      return { ticket: issued.ticket, expires_at: issued.expiresAt.toISOString() };
    },
  });

  anyone.get('/notifications/events', {
    summary: 'Server-Sent Events: your new notifications as they arrive',
    description:
      'Opened with `?ticket=` (from `POST /notifications/events/ticket`) or a Bearer token. First `event: ready` with `{unread_count}`, then `event: notification` with `{notification, unread_count}` for each new one, written in `language` (else the Accept-Language). The stream ends when the session does.',
    querystring: contracts.notificationStreamQuerySchema,
    handler: async (request, reply) =>
      streamNotifications(app, { feed, tickets }, request, reply, request.query),
  });

  signedIn.get('/users/me/settings/notifications', {
    summary: 'Your notification settings and the state of each channel',
    description:
      'The matrix of kind × channel (the defaults of onboarding where never saved), quiet hours (Baku time), the language of messages (null: the account language), and for each channel whether this server is set up for it and what you have linked.',
    response: ok(contracts.notificationSettingsSchema, 401),
    handler: async ({ user }) =>
      getMyNotificationSettings(app.db, { userId: user.id, setup: channelSetup() }),
  });

  signedIn.put('/users/me/settings/notifications', {
    summary: 'Replace your notification settings',
    description:
      'Every kind must be present. SMS may be chosen only for the urgent kinds that allow it (400 with a field error otherwise). Channels this server is not set up for may be chosen and wait for it.',
    body: contracts.notificationSettingsUpdateSchema,
    response: ok(contracts.notificationSettingsSchema, 400, 401),
    handler: async ({ user, body, language }) =>
      updateMyNotificationSettings(app.db, {
        userId: user.id,
        settings: body,
        setup: channelSetup(),
        language,
      }),
  });

  // My WhatsApp consent and Meta's webhook (decision 88), the webhook with its own raw-body parser.
  await app.register(whatsAppRoutes);
  await app.register(whatsAppUsageRoutes);
};

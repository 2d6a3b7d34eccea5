import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NotificationHooks } from './notification-hooks.js';
import { type NotificationWork, createNotificationWork } from './notification-work.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification outbox's dispatcher and clock jobs (running here unless a worker does). */
    notifications: NotificationWork;
  }
}

/**
 * Notifications in the API: the dispatcher runs in this process with NOTIFICATION_DISPATCHER=api
 * (the default, and the only way with the embedded database); with `worker`, `npm run worker` runs it.
 * `hooks` are other modules' clock jobs and bot actions, handed in by `app.ts`.
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance, options: { hooks: NotificationHooks }) => {
    const work = createNotificationWork({
      db: app.db,
      config: app.config,
      log: app.log,
      hooks: options.hooks,
      files: app.fileStorage,
    });
    app.decorate('notifications', work);
    if (app.config.NOTIFICATION_DISPATCHER === 'api') app.addHook('onReady', async () => work.start());
    app.addHook('preClose', () => work.stop());
  },
  { name: 'notifications' },
);

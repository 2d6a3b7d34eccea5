import type { NotificationEvent, NotificationStreamQuery, NotificationStreamReady } from '@oyna/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notifications } from '../../db/schema.js';
import { unauthorized } from '../../errors/app-error.js';
import { openEventStream } from '../../lib/event-stream.js';
import { findActiveSession } from '../../lib/find-active-session.js';
import { countUnread } from './count-unread.js';
import type { NotificationFeed } from './notification-feed.js';
import { toNotificationResponse } from './notification-response.js';
import type { StreamTickets } from './stream-ticket.js';

/** A comment line every so often keeps proxies from closing a quiet stream; the session is checked then too. */
export const NOTIFICATION_HEARTBEAT_MS = 25_000;

/** Who opens the stream: a ticket (browsers) or a Bearer token (other clients), of a live session. */
async function streamOwner(
  app: FastifyInstance,
  tickets: StreamTickets,
  request: FastifyRequest,
  ticket: string | undefined,
): Promise<{ userId: string; sessionId: string }> {
  if (!ticket) {
    await app.authenticate(request);
    const user = request.user;
    if (!user) throw unauthorized();
    return { userId: user.id, sessionId: user.sessionId };
  }
  const claims = tickets.verify(ticket);
  if (!claims || !(await findActiveSession(app.db, claims))) throw unauthorized();
  return claims;
}

/**
 * `text/event-stream` of my new notifications: `event: ready` with the unread count at once, then
 * an `event: notification` (the notification in the stream's language and the unread count) for
 * each one routed, and other modules' events for me (`app.userEvents`, e.g. `conversation_message`),
 * until the client goes away or the session ends.
 */
export async function streamNotifications(
  app: FastifyInstance,
  deps: { feed: NotificationFeed; tickets: StreamTickets },
  request: FastifyRequest,
  reply: FastifyReply,
  query: NotificationStreamQuery,
): Promise<void> {
  const owner = await streamOwner(app, deps.tickets, request, query.ticket);
  const language = query.language ?? request.language;
  const ready: NotificationStreamReady = { unread_count: await countUnread(app.db, owner.userId) };

  const stream = openEventStream(reply);
  stream.send('ready', ready);

  let closed = false;
  // Messages go out in the order they were routed: each waits for the one before.
  let queue: Promise<void> = Promise.resolve();
  const onRouted = (ids: readonly string[]) => {
    queue = queue
      .then(async () => {
        const rows = await app.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, owner.userId), inArray(notifications.id, [...ids])));
        if (rows.length === 0 || closed) return;
        const unread = await countUnread(app.db, owner.userId);
        rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
        for (const row of rows) {
          if (closed) return;
          const event: NotificationEvent = {
            notification: toNotificationResponse(row, language),
            unread_count: unread,
          };
          stream.send('notification', event);
        }
      })
      .catch((error: unknown) =>
        request.log.error({ err: error }, 'cannot send a notification to its stream'),
      );
  };

  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    stopWatching();
    stopEvents();
    stream.end();
  };
  const heartbeat = setInterval(() => {
    stream.keepAlive();
    // A signed-out or blocked player's stream ends with the session.
    findActiveSession(app.db, owner)
      .then((session) => {
        if (!session) end();
      })
      .catch(() => undefined);
  }, NOTIFICATION_HEARTBEAT_MS);
  heartbeat.unref();
  const stopWatching = deps.feed.watch(owner.userId, onRouted, end);
  // Other modules' events for this player (a new message in a conversation) share the one stream.
  const stopEvents = app.userEvents.watch(owner.userId, (name, data) => {
    if (!closed) stream.send(name, data);
  });
  request.raw.on('close', () => {
    closed = true;
    clearInterval(heartbeat);
    stopWatching();
    stopEvents();
  });
}

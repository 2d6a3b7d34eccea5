import {
  MAX_DELIVERY_ATTEMPTS,
  type NotificationDraft,
  notificationUnsubscribePath,
  renderNotification,
  retryDelayMs,
  type SendingChannel,
  staleAfter,
} from '@oyna/shared';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  type NotificationDeliveryRow,
  type NotificationRow,
  notificationDeliveries,
  notifications,
} from '../../db/schema.js';
import { errorText } from './channels/provider-request.js';
import type { DeliveryChannel, OutgoingMessage, SendOutcome } from './delivery-channel.js';
import { readDeliveryPreferences } from './delivery-preferences.js';

/** Deliveries claimed per round. */
export const DELIVERY_BATCH = 100;
/**
 * Sends under way at once: more than the SMTP pool's connections, so that a connection never waits
 * while a send's outcome is being written (bench/notifications: 10 gave 60 messages/s, 25 gave 122).
 */
export const CONCURRENT_SENDS = 25;
/** A claimed delivery not finished in this time is taken again (its dispatcher died). */
export const DELIVERY_LEASE_MS = 120_000;
/** Longest error text kept on a delivery. */
const ERROR_TEXT_MAX = 500;

export interface DeliveryTally {
  sent: number;
  retried: number;
  failed: number;
  dead: number;
}

export interface DeliverOptions {
  now: Date;
  /** The web app's origin, for absolute links (PUBLIC_URL). */
  publicUrl: string;
  limit?: number;
}

/**
 * Claims due deliveries (SKIP LOCKED, leased, so no two dispatchers send one message), sends each
 * through its channel and records how it went: sent, tried again later with exponential backoff,
 * failed for good, or dead-lettered after the last attempt.
 */
export async function deliverDue(
  db: Db,
  channels: ReadonlyMap<SendingChannel, DeliveryChannel>,
  options: DeliverOptions,
): Promise<DeliveryTally> {
  const tally: DeliveryTally = { sent: 0, retried: 0, failed: 0, dead: 0 };
  const claimed = await claimDue(db, options.now, options.limit ?? DELIVERY_BATCH);
  if (claimed.length === 0) return tally;

  const notificationRows = await db
    .select()
    .from(notifications)
    .where(
      inArray(
        notifications.id,
        claimed.map((delivery) => delivery.notificationId),
      ),
    );
  const byId = new Map(notificationRows.map((row) => [row.id, row]));
  const preferences = await readDeliveryPreferences(db, [
    ...new Set(claimed.map((delivery) => delivery.userId)),
  ]);

  const sendOne = async (delivery: NotificationDeliveryRow) => {
    const notification = byId.get(delivery.notificationId);
    const recipient = preferences.get(delivery.userId);
    const channel = channels.get(delivery.channel);
    let outcome: SendOutcome;
    if (!notification || !recipient)
      outcome = { status: 'failed', error: 'the notification or its player is gone' };
    else if (!channel?.configured)
      outcome = { status: 'failed', error: `${delivery.channel} is not set up on this server` };
    else if (isStale(notification, options.now))
      outcome = { status: 'failed', error: 'too late: the moment it was about has passed' };
    else {
      const rendered = renderNotification(draftOf(notification), recipient.language);
      const message: OutgoingMessage = {
        deliveryId: delivery.id,
        notificationId: notification.id,
        kind: notification.kind,
        urgent: notification.urgent,
        recipient: { userId: delivery.userId, ...recipient },
        rendered,
        payload: notification.payload,
        url: `${options.publicUrl}${rendered.link}`,
        unsubscribeUrl: unsubscribeUrl(notification, options.publicUrl),
      };
      outcome = await channel
        .send(message, db)
        .catch((error: unknown): SendOutcome => ({ status: 'retry', error: errorText(error) }));
    }
    tally[await record(db, delivery, outcome, options.now)] += 1;
  };

  const queue = [...claimed];
  const workers = Array.from({ length: Math.min(CONCURRENT_SENDS, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await sendOne(next);
  });
  await Promise.all(workers);
  return tally;
}

async function claimDue(db: Db, now: Date, limit: number): Promise<NotificationDeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: notificationDeliveries.id })
      .from(notificationDeliveries)
      .where(
        and(
          inArray(notificationDeliveries.status, ['pending', 'sending']),
          lte(notificationDeliveries.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(notificationDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(notificationDeliveries)
      .set({
        status: 'sending',
        attempts: sql`${notificationDeliveries.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS),
        updatedAt: now,
      })
      .where(
        inArray(
          notificationDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Writes the outcome, unless another dispatcher took the delivery over after its lease ran out. */
async function record(
  db: Db,
  delivery: NotificationDeliveryRow,
  outcome: SendOutcome,
  now: Date,
): Promise<keyof DeliveryTally> {
  const mine = and(
    eq(notificationDeliveries.id, delivery.id),
    eq(notificationDeliveries.status, 'sending'),
    eq(notificationDeliveries.attempts, delivery.attempts),
  );
  if (outcome.status === 'sent') {
    await db
      .update(notificationDeliveries)
      .set({
        status: 'sent',
        sentAt: now,
        providerId: outcome.providerId ?? null,
        lastError: null,
        updatedAt: now,
      })
      .where(mine);
    return 'sent';
  }
  const error = outcome.error.slice(0, ERROR_TEXT_MAX);
  if (outcome.status === 'failed') {
    await db
      .update(notificationDeliveries)
      .set({ status: 'failed', lastError: error, updatedAt: now })
      .where(mine);
    return 'failed';
  }
  if (delivery.attempts >= MAX_DELIVERY_ATTEMPTS) {
    await db
      .update(notificationDeliveries)
      .set({ status: 'dead', lastError: error, updatedAt: now })
      .where(mine);
    return 'dead';
  }
  await db
    .update(notificationDeliveries)
    .set({
      status: 'pending',
      lastError: error,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(delivery.attempts)),
      updatedAt: now,
    })
    .where(mine);
  return 'retried';
}

function draftOf(notification: NotificationRow): NotificationDraft {
  return { kind: notification.kind, payload: notification.payload } as unknown as NotificationDraft;
}

function unsubscribeUrl(notification: NotificationRow, publicUrl: string): string | null {
  const path = notificationUnsubscribePath(draftOf(notification));
  return path === null ? null : `${publicUrl}${path}`;
}

function isStale(notification: NotificationRow, now: Date): boolean {
  const moment = staleAfter(draftOf(notification));
  return moment !== null && moment.getTime() <= now.getTime();
}

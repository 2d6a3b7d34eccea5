import { and, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../../config.js';
import type { DbExecutor } from '../../../db/database.js';
import { type PushSubscriptionRow, pushSubscriptions } from '../../../db/schema.js';
import type { DeliveryChannel, OutgoingMessage, SendOutcome } from '../delivery-channel.js';
import { errorText, postToProvider } from './provider-request.js';

/** How long a push service keeps a message for an offline browser: a day, or an hour when urgent (stale after). */
const TTL_SECONDS = 24 * 3600;
const URGENT_TTL_SECONDS = 3600;

/** What the service worker receives (apps/web/src/sw.ts shows it and opens `url` on a tap). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** The notification id: a second push of the same one replaces the first on the device. */
  tag: string;
}

type PushConfig = Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>;

/**
 * How one subscription took the message: delivered; gone (removed); worth another try later; or
 * refused for good (a 4xx other than 404/410/429: a payload too large, keys the service rejects).
 */
type Answer = 'delivered' | 'gone' | { retry: string } | { refused: string };

/**
 * Web push (RFC 8030) with VAPID (RFC 8292) and an encrypted payload (RFC 8291, aes128gcm): the
 * `web-push` package signs and encrypts, `fetch` posts to the browser's push service. Every
 * subscription of the player gets the message; one the push service says is gone (404/410) is
 * removed; a 429, a 5xx or an unreachable service is tried again later.
 */
export function createPushChannel(config: PushConfig): DeliveryChannel {
  const publicKey = config.VAPID_PUBLIC_KEY;
  const privateKey = config.VAPID_PRIVATE_KEY;
  const configured = Boolean(publicKey && privateKey);

  async function deliverTo(
    subscription: PushSubscriptionRow,
    payload: string,
    urgent: boolean,
  ): Promise<Answer> {
    let request: webpush.RequestDetails;
    try {
      request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: {
            subject: config.VAPID_SUBJECT,
            publicKey: publicKey ?? '',
            privateKey: privateKey ?? '',
          },
          TTL: urgent ? URGENT_TTL_SECONDS : TTL_SECONDS,
          urgency: urgent ? 'high' : 'normal',
          contentEncoding: 'aes128gcm',
        },
      );
    } catch (error) {
      // Keys that cannot encrypt (checked on subscribing, so only an old or altered row): unusable.
      return { refused: `cannot encrypt for this subscription: ${errorText(error)}` };
    }
    const response = await postToProvider(request.endpoint, {
      headers: request.headers as Record<string, string>,
      body: request.body ?? null,
      redirect: 'error',
    });
    if ('unreachable' in response) return { retry: `push service unreachable: ${response.unreachable}` };
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.ok) return 'delivered';
    if (response.status === 429 || response.status >= 500)
      return { retry: `push service answered ${response.status}` };
    return { refused: `push service answered ${response.status}` };
  }

  return {
    name: 'push',
    configured,

    async reachable(db: DbExecutor, userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
      return new Set(rows.map((row) => row.userId));
    },

    async send(message: OutgoingMessage, db: DbExecutor): Promise<SendOutcome> {
      const subscriptions = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, message.recipient.userId));
      if (subscriptions.length === 0) return { status: 'failed', error: 'no push subscription' };
      const payload: PushPayload = {
        title: message.rendered.title,
        body: message.rendered.body,
        url: message.url,
        tag: message.notificationId,
      };
      const text = JSON.stringify(payload);
      const answers = await Promise.all(
        subscriptions.map(async (subscription) => ({
          subscription,
          answer: await deliverTo(subscription, text, message.urgent),
        })),
      );
      const gone = answers
        .filter(({ answer }) => answer === 'gone')
        .map(({ subscription }) => subscription.id);
      if (gone.length > 0) {
        await db
          .delete(pushSubscriptions)
          .where(
            and(eq(pushSubscriptions.userId, message.recipient.userId), inArray(pushSubscriptions.id, gone)),
          );
      }
      const delivered = answers.filter(({ answer }) => answer === 'delivered').length;
      // One device that took it is enough: trying again would show it twice on that one.
      if (delivered > 0) return { status: 'sent', providerId: `${delivered}/${subscriptions.length}` };
      for (const { answer } of answers) {
        if (typeof answer === 'object' && 'retry' in answer) return { status: 'retry', error: answer.retry };
      }
      for (const { answer } of answers) {
        if (typeof answer === 'object' && 'refused' in answer)
          return { status: 'failed', error: answer.refused };
      }
      return { status: 'failed', error: 'every push subscription is gone' };
    },
  };
}

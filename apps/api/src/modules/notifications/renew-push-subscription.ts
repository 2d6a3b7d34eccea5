import type { PushSubscriptionInput } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pushSubscriptions } from '../../db/schema.js';
import { assertUsableSubscription } from './save-push-subscription.js';

/**
 * Replaces a push subscription the browser renewed (the service worker's `pushsubscriptionchange`,
 * without an access token). Knowing the old endpoint, an unguessable URL of the browser's push
 * service, is the proof: the subscription keeps its owner, device name and date. An unknown old
 * endpoint changes nothing, and the caller cannot tell it from a known one (docs/decisions/0055).
 */
export async function renewPushSubscription(
  db: Db,
  options: { oldEndpoint: string; input: PushSubscriptionInput; production: boolean },
): Promise<void> {
  const { oldEndpoint, input } = options;
  // Checked before the lookup: a refusal says nothing about whether the old endpoint is known.
  assertUsableSubscription(input, options.production);
  await db.transaction(async (tx) => {
    const [old] = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, oldEndpoint))
      .for('update');
    if (!old) return;
    if (input.endpoint !== oldEndpoint) {
      const [kept] = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, input.endpoint));
      // The new endpoint is kept already (the player's page subscribed it first): the dead one goes.
      if (kept) {
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, old.id));
        return;
      }
    }
    await tx
      .update(pushSubscriptions)
      .set({ endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .where(eq(pushSubscriptions.id, old.id));
  });
}

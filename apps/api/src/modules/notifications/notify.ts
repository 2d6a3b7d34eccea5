import { type NotificationDraft, URGENT_KINDS } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import { notifications } from '../../db/schema.js';

export interface NotifyOptions {
  /**
   * Names the event, so that telling it again writes nothing: e.g.
   * `waitlist_promoted:<registration id>`, `game_cancelled:<game id>:<player id>`.
   */
  dedupeKey: string;
  /** Urgent messages go through quiet hours; by default the kind decides. */
  urgent?: boolean;
  now?: Date;
}

/**
 * Writes a notification to a player into the outbox, in the caller's transaction: it exists exactly
 * when the change it tells about is committed. The dispatcher delivers it after the commit by the
 * player's settings. Returns false when the same event was told before.
 */
export async function notify(
  tx: DbExecutor,
  userId: string,
  draft: NotificationDraft,
  options: NotifyOptions,
): Promise<boolean> {
  const inserted = await tx
    .insert(notifications)
    .values({
      userId,
      kind: draft.kind,
      payload: draft.payload as unknown as Record<string, unknown>,
      urgent: options.urgent ?? URGENT_KINDS.includes(draft.kind),
      dedupeKey: options.dedupeKey,
      ...(options.now ? { createdAt: options.now } : {}),
    })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return inserted.length > 0;
}

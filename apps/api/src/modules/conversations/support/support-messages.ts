import type { ConversationMessage, SupportTopic } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../../db/database.js';
import { type ConversationMessageRow, type SupportRequestRow, supportRequests } from '../../../db/schema.js';
import type { AuthUser } from '../../../lib/auth-user.js';
import { recordAudit } from '../../audit/record-audit.js';
import { notify } from '../../notifications/notify.js';
import type { ConversationSubject, SubjectMember } from '../conversation-subject.js';
import type { MessageLimits } from '../message-limits.js';
import { postMessage } from '../post-message.js';
import { clip } from '../../../lib/clip-text.js';
import { NOTIFIED_MESSAGE_LENGTH } from '../message-limits.js';

/**
 * Oyna answers (an admin who is not the request's player): the request is answered, the answer goes
 * to the audit log and to the player as a `support_reply` notification, routed to their channels by
 * their settings and quiet hours, all in the message's transaction.
 */
async function answer(
  tx: DbExecutor,
  request: SupportRequestRow,
  row: ConversationMessageRow,
  adminId: string,
): Promise<void> {
  await tx
    .update(supportRequests)
    .set({ status: 'answered', answeredAt: row.createdAt, closedAt: null })
    .where(eq(supportRequests.id, request.id));
  await recordAudit(tx, {
    actorId: adminId,
    action: 'support_request.answered',
    subjectType: 'support_request',
    subjectId: request.id,
    details: { message_id: row.id, player_id: request.userId },
    now: row.createdAt,
  });
  const body = clip(row.body, NOTIFIED_MESSAGE_LENGTH);
  const topic: SupportTopic = request.topic;
  await notify(
    tx,
    request.userId,
    { kind: 'support_reply', payload: { request_id: request.id, topic, body } },
    { dedupeKey: `support_reply:${row.id}`, now: row.createdAt },
  );
}

/** The player writes again: an answered or closed request waits for Oyna again, from now. */
async function reopen(tx: DbExecutor, request: SupportRequestRow, at: Date): Promise<void> {
  if (request.status === 'open') return;
  await tx
    .update(supportRequests)
    .set({ status: 'open', waitingSince: at, closedAt: null })
    .where(eq(supportRequests.id, request.id));
}

/**
 * A message in a support request (decision 96): its player's next word (the request waits for Oyna
 * again) or an admin's answer (answered, audited, told to the player). The conversation's checks
 * hold as in any chat: 404 for anyone else, the word filter, the rate limits (429 with Retry-After).
 */
export async function postSupportMessage(
  db: Db,
  input: { actor: AuthUser; requestId: string; body: string; limits: MessageLimits; now?: Date },
): Promise<{ message: ConversationMessage; subject: ConversationSubject }> {
  return postMessage(db, {
    actor: input.actor,
    kind: 'support',
    subjectId: input.requestId,
    message: { body: input.body },
    limits: input.limits,
    ...(input.now && { now: input.now }),
    onWritten: async (tx, row, member: SubjectMember) => {
      if (member.subject.kind !== 'support') return;
      const [request] = await tx
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.id, member.subject.request.id))
        .for('update');
      if (!request) return;
      if (member.role === 'admin') await answer(tx, request, row, input.actor.id);
      else await reopen(tx, request, row.createdAt);
    },
  });
}

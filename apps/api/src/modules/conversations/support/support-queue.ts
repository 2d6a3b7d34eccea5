import {
  type SupportQueueQuery,
  type SupportRequest,
  compareSupportQueue,
  supportQueueQuerySchema,
} from '@oyna/shared';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { supportRequests } from '../../../db/schema.js';
import type { AuthUser } from '../../../lib/auth-user.js';
import { recordAudit } from '../../audit/record-audit.js';
import { requireSupportMember } from './support-access.js';
import { viewSupportRequests } from './support-views.js';

/** The most requests the queue shows at once. */
const QUEUE_PAGE = 100;

/**
 * The admins' queue (decision 96): the open requests, VIP (gold and platinum players) first, then
 * whoever has waited longest; the answered and the closed ones, the latest first.
 */
export async function listSupportQueue(
  db: Db,
  input: { actor: AuthUser; query: SupportQueueQuery },
): Promise<{ items: SupportRequest[] }> {
  const { status } = supportQueueQuerySchema.parse(input.query);
  const order =
    status === 'open'
      ? [desc(supportRequests.vip), asc(supportRequests.waitingSince)]
      : [desc(supportRequests.waitingSince)];
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.status, status))
    .orderBy(...order)
    .limit(QUEUE_PAGE);
  if (status === 'open') rows.sort(compareSupportQueue);
  return { items: await viewSupportRequests(db, rows, input.actor.id) };
}

/** An admin closes a request (done) or opens it again; audited, in one transaction. */
export async function setSupportStatus(
  db: Db,
  input: { actor: AuthUser; requestId: string; status: 'open' | 'closed'; now?: Date },
): Promise<SupportRequest> {
  const now = input.now ?? new Date();
  const { subject } = await requireSupportMember(db, input.actor, input.requestId);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(supportRequests)
      .set(
        input.status === 'closed'
          ? { status: 'closed', closedAt: now }
          : { status: 'open', closedAt: null, waitingSince: now },
      )
      .where(eq(supportRequests.id, subject.request.id))
      .returning();
    if (!updated) throw new Error('the support request was not changed');
    await recordAudit(tx, {
      actorId: input.actor.id,
      action: input.status === 'closed' ? 'support_request.closed' : 'support_request.reopened',
      subjectType: 'support_request',
      subjectId: updated.id,
      details: { status: { from: subject.request.status, to: input.status } },
      now,
    });
    return updated;
  });
  const [view] = await viewSupportRequests(db, [row], input.actor.id);
  if (!view) throw new Error('the support request cannot be shown');
  return view;
}

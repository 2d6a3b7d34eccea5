import {
  type CreateSupportRequestInput,
  type SupportRequest,
  type SupportThread,
  createSupportRequestSchema,
  isVipSupportTier,
} from '@oyna/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../../db/database.js';
import { type SupportRequestRow, conversationMessages, supportRequests } from '../../../db/schema.js';
import type { AuthUser } from '../../../lib/auth-user.js';
import type { AttemptCounter } from '../../../lib/attempt-counter.js';
import { RateLimitedError } from '../../../lib/rate-limited-error.js';
import { loyaltyTierOf } from '../../wallet/games-played.js';
import { isActiveAccount } from '../conversation-access.js';
import type { ConversationSubject } from '../conversation-subject.js';
import { markRead } from '../conversation-reads.js';
import { assertNoBlockedWord, markMineRead } from '../post-message.js';
import { ensureConversation, findConversation } from '../subject-conversation.js';
import { viewSubjectMessages } from '../subject-messages.js';
import { requireSupportMember, supportNotFound } from './support-access.js';
import { assertOwnContext } from './support-context.js';
import { viewSupportRequests } from './support-views.js';

/** New requests one player may open: this many an hour (writing into an open one is not counted). */
export const SUPPORT_REQUESTS_PER_HOUR = 5;
/** The most messages a request's page shows: a request is a short exchange. */
const THREAD_LENGTH = 200;

/** Whether the player's tier (by games played) carries VIP support: gold and platinum. */

async function viewOne(db: DbExecutor, row: SupportRequestRow, readerId: string): Promise<SupportRequest> {
  const [view] = await viewSupportRequests(db, [row], readerId);
  if (!view) throw supportNotFound();
  return view;
}

/**
 * A player writes to Oyna (decision 96): a topic, the first message and maybe their payment,
 * transaction or game. Checked (the word filter, the attachment is theirs, at most 5 new requests an
 * hour) before anything is written; then the request, its conversation and the message in one
 * transaction, marked VIP when the player is gold or platinum.
 */
export async function createSupportRequest(
  db: Db,
  input: { actor: AuthUser; request: CreateSupportRequestInput; counter: AttemptCounter; now?: Date },
): Promise<{ request: SupportRequest; subject: ConversationSubject; firstMessageId: string }> {
  const now = input.now ?? new Date();
  const { topic, body, context } = createSupportRequestSchema.parse(input.request);
  if (!(await isActiveAccount(db, input.actor.id))) throw supportNotFound();
  assertNoBlockedWord(body);
  if (context) await assertOwnContext(db, input.actor.id, context);
  const opened = await input.counter.hit(`new:${input.actor.id}`, 3_600_000);
  if (opened.count > SUPPORT_REQUESTS_PER_HOUR) {
    throw new RateLimitedError(Math.max(1, Math.ceil(opened.resetInMs / 1000)), 'support_request_limit');
  }
  const vip = isVipSupportTier(await loyaltyTierOf(db, input.actor.id));
  const row = await db.transaction(async (tx) => {
    const [request] = await tx
      .insert(supportRequests)
      .values({
        userId: input.actor.id,
        topic,
        vip,
        contextKind: context?.kind ?? null,
        contextId: context?.id ?? null,
        createdAt: now,
        waitingSince: now,
      })
      .returning();
    if (!request) throw new Error('the support request was not written');
    const conversation = await ensureConversation(tx, { kind: 'support', request });
    const [message] = await tx
      .insert(conversationMessages)
      .values({
        conversationId: conversation.id,
        authorId: input.actor.id,
        kind: 'text',
        body,
        createdAt: now,
      })
      .returning();
    if (!message) throw new Error('the first message was not written');
    await markMineRead(tx, message);
    return { request, firstMessageId: message.id };
  });
  return {
    request: await viewOne(db, row.request, input.actor.id),
    subject: { kind: 'support', request: row.request },
    firstMessageId: row.firstMessageId,
  };
}

/** My requests, the latest first. */
export async function listMySupportRequests(db: Db, actor: AuthUser): Promise<{ items: SupportRequest[] }> {
  if (!(await isActiveAccount(db, actor.id))) return { items: [] };
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, actor.id))
    .orderBy(desc(supportRequests.createdAt))
    .limit(50);
  return { items: await viewSupportRequests(db, rows, actor.id) };
}

/** A request and its conversation, for its player or an admin (404 for anyone else), read up to its last message. */
export async function readSupportThread(
  db: Db,
  input: { actor: AuthUser; requestId: string; now?: Date },
): Promise<SupportThread> {
  const now = input.now ?? new Date();
  const { subject, role } = await requireSupportMember(db, input.actor, input.requestId);
  // Made with the request: reading it writes nothing.
  const conversation = await findConversation(db, 'support', subject.request.id);
  if (!conversation) throw supportNotFound();
  // The latest THREAD_LENGTH messages, oldest first.
  const rows = (
    await db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation.id))
      .orderBy(desc(conversationMessages.seq))
      .limit(THREAD_LENGTH)
  ).reverse();
  const reader = { userId: input.actor.id, role };
  const thread = {
    request: await viewOne(db, subject.request, input.actor.id),
    messages: await viewSubjectMessages(db, subject, rows, reader, now),
  };
  // Opening the request is reading it: the answers count unread until then (the unread count answered
  // is the one before this read, so the page can mark what is new).
  const last = rows.at(-1);
  if (last)
    await markRead(db, { userId: input.actor.id, conversationId: conversation.id, messageId: last.id });
  return thread;
}

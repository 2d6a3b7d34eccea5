import { afterQuietHours } from '@oyna/shared';
import { and, asc, eq, exists, gt, inArray, isNotNull, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  type ConversationRow,
  conversationMessages,
  conversationReads,
  conversations,
  notifications,
  users,
} from '../../db/schema.js';
import { readDeliveryPreferences } from '../notifications/delivery-preferences.js';
import type { ClockJob } from '../notifications/notification-hooks.js';
import { notify } from '../notifications/notify.js';
import { audienceOf, subjectId, subjectTitle } from './conversation-subject.js';
import { subjectOf } from './subject-of.js';

const MINUTE_MS = 60_000;

/**
 * At most one notification of new messages per chat and player in this time (decision 97); counted
 * from when the previous one could be delivered, so one held for quiet hours holds the next too.
 */
export const NEW_MESSAGES_PERIOD_MS = 15 * MINUTE_MS;
/**
 * A message is told only once it has stayed unread this long: a player reading the chat live marks
 * it read within a second (the open chat panel moves their read mark), and is told nothing.
 */
export const NEW_MESSAGES_SETTLE_MS = MINUTE_MS;
/** Only messages of the last hour are told: older chatter waits in the unread counts. */
export const NEW_MESSAGES_LOOKBACK_MS = 60 * MINUTE_MS;
/** How far back the previous notification of a chat is looked for (a night of quiet hours). */
const PREVIOUS_WITHIN_MS = 24 * 60 * MINUTE_MS;

type ChatKind = 'game' | 'team' | 'team_match';
const CHAT_KINDS: ChatKind[] = ['game', 'team', 'team_match'];
const isChat = (kind: string): kind is ChatKind => (CHAT_KINDS as string[]).includes(kind);

interface Candidate {
  id: string;
  kind: ConversationRow['kind'];
  subjectId: string;
}

/** What one member has to be told of a chat: how many messages, from which. */
interface Pending {
  userId: string;
  count: number;
  firstId: string;
  firstAt: Date;
  previousAt: Date | null;
}

/**
 * The chats (a game's, a team's, a team match's; never support) with a person's message written
 * in the last hour and at least a minute ago. Each conversation is probed through its
 * (conversation, created_at) index; conversations read only for longer than the look-back are skipped.
 */
async function candidates(db: Db, now: Date): Promise<Candidate[]> {
  const since = new Date(now.getTime() - NEW_MESSAGES_LOOKBACK_MS);
  const settled = new Date(now.getTime() - NEW_MESSAGES_SETTLE_MS);
  return db
    .select({ id: conversations.id, kind: conversations.kind, subjectId: conversations.subjectId })
    .from(conversations)
    .where(
      and(
        inArray(conversations.kind, CHAT_KINDS),
        or(isNull(conversations.readOnlyAfter), gt(conversations.readOnlyAfter, since)),
        exists(
          db
            .select({ one: sql`1` })
            .from(conversationMessages)
            .where(
              and(
                eq(conversationMessages.conversationId, conversations.id),
                eq(conversationMessages.kind, 'text'),
                isNull(conversationMessages.deletedAt),
                gt(conversationMessages.createdAt, since),
                lte(conversationMessages.createdAt, settled),
              ),
            ),
        ),
      ),
    );
}

/**
 * For each member of a chat who did not mute it and is not blocked: the messages of others, not
 * deleted, of the last hour, after their read mark and after the previous notification of this chat
 * to them. Announcements and system lines are told in their own ways and are not counted. Four
 * statements, whatever the number of members and messages.
 */
async function pendingIn(db: Db, conversationId: string, audience: string[], now: Date): Promise<Pending[]> {
  if (audience.length === 0) return [];
  const messages = await db
    .select({
      id: conversationMessages.id,
      authorId: conversationMessages.authorId,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.kind, 'text'),
        isNull(conversationMessages.deletedAt),
        isNotNull(conversationMessages.authorId),
        gt(conversationMessages.createdAt, new Date(now.getTime() - NEW_MESSAGES_LOOKBACK_MS)),
        lte(conversationMessages.createdAt, now),
      ),
    )
    .orderBy(asc(conversationMessages.seq));
  if (messages.length === 0) return [];
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, audience), isNull(users.blockedAt)));
  const reads = await db
    .select({
      userId: conversationReads.userId,
      lastReadAt: conversationReads.lastReadAt,
      muted: conversationReads.muted,
    })
    .from(conversationReads)
    .where(
      and(eq(conversationReads.conversationId, conversationId), inArray(conversationReads.userId, audience)),
    );
  const previous = await db
    .select({ userId: notifications.userId, at: max(notifications.createdAt) })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, audience),
        eq(notifications.kind, 'conversation_messages'),
        gt(notifications.createdAt, new Date(now.getTime() - PREVIOUS_WITHIN_MS)),
        sql`${notifications.payload}->>'conversation_id' = ${conversationId}`,
      ),
    )
    .groupBy(notifications.userId);
  const readOf = new Map(reads.map((read) => [read.userId, read]));
  const previousOf = new Map(previous.map((row) => [row.userId, row.at]));
  const pending: Pending[] = [];
  for (const { id: userId } of members) {
    const read = readOf.get(userId);
    if (read?.muted) continue;
    const previousAt = previousOf.get(userId) ?? null;
    const after = Math.max(read?.lastReadAt?.getTime() ?? -Infinity, previousAt?.getTime() ?? -Infinity);
    const unread = messages.filter((m) => m.authorId !== userId && m.createdAt.getTime() > after);
    const [first] = unread;
    if (first)
      pending.push({ userId, count: unread.length, firstId: first.id, firstAt: first.createdAt, previousAt });
  }
  return pending;
}

/**
 * Tells the members of one chat what they have not read (decision 97): one notification each, when
 * the first unread message is at least a minute old and no notification of this chat could reach them
 * in the last quarter of an hour. The dedupe key names the first message told, so two instances
 * running the same round write it once. Returns how many were written.
 */
async function tellChat(db: Db, conversation: Candidate, now: Date): Promise<number> {
  const subject = await subjectOf(db, conversation);
  if (!subject || !isChat(subject.kind)) return 0;
  const pending = await pendingIn(db, conversation.id, await audienceOf(db, subject), now);
  const due = pending.filter((row) => row.firstAt.getTime() <= now.getTime() - NEW_MESSAGES_SETTLE_MS);
  if (due.length === 0) return 0;
  const preferences = await readDeliveryPreferences(
    db,
    due.map((row) => row.userId),
  );
  let written = 0;
  for (const row of due) {
    if (row.previousAt !== null) {
      const previous = row.previousAt;
      const quietHours = preferences.get(row.userId)?.quietHours;
      const reachable = quietHours ? afterQuietHours(previous, quietHours) : previous;
      if (reachable.getTime() > now.getTime() - NEW_MESSAGES_PERIOD_MS) continue;
    }
    const told = await notify(
      db,
      row.userId,
      {
        kind: 'conversation_messages',
        payload: {
          conversation_kind: subject.kind,
          subject_id: subjectId(subject),
          conversation_id: conversation.id,
          title: subjectTitle(subject),
          count: row.count,
        },
      },
      { dedupeKey: `conversation_messages:${conversation.id}:${row.userId}:${row.firstId}`, now },
    );
    if (told) written += 1;
  }
  return written;
}

/** One round: every chat with something to tell. Returns how many notifications were written. */
export async function notifyNewMessages(db: Db, now: Date = new Date()): Promise<number> {
  let written = 0;
  for (const conversation of await candidates(db, now)) written += await tellChat(db, conversation, now);
  return written;
}

/** The round on the notification clock (every 30 seconds, in the API or the worker). */
export const newMessagesClockJob: ClockJob = {
  name: 'conversation_messages',
  run: (db, at) => notifyNewMessages(db, at),
};

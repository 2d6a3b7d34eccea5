import {
  type ConversationKind,
  type ConversationMessagesQuery,
  type ConversationPage,
  mayAnnounce,
} from '@oyna/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { conversationMessages } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { requireSubjectMember } from './conversation-members.js';
import { countUnreadIn, readStateOf } from './conversation-reads.js';
import { subjectReadOnlyAfter } from './conversation-subject.js';
import { ensureConversation } from './subject-conversation.js';
import { pinnedAnnouncement, viewSubjectMessages } from './subject-messages.js';

interface ReadInput {
  actor: AuthUser;
  kind: ConversationKind;
  subjectId: string;
  query: ConversationMessagesQuery;
  now?: Date;
}

/**
 * A conversation (a game's, a team's, a team match's) for one of its members: its pinned
 * announcement and a page of messages (the newest, or those before `before`), oldest first, with my
 * role, unread count, whether it is read only and whether I may announce.
 */
export function readConversation(db: Db, input: ReadInput): Promise<ConversationPage> {
  const now = input.now ?? new Date();
  // A refused read (an unknown `before`) leaves no conversation row behind.
  return db.transaction(async (tx) => readPage(tx, input, now));
}

/** A game's conversation for one of its members (decision 89). */
export function readGameConversation(
  db: Db,
  input: { actor: AuthUser; gameId: string; query: ConversationMessagesQuery; now?: Date },
): Promise<ConversationPage> {
  return readConversation(db, { ...input, kind: 'game', subjectId: input.gameId });
}

async function readPage(db: DbExecutor, input: ReadInput, now: Date): Promise<ConversationPage> {
  const { subject, role } = await requireSubjectMember(db, input.actor, input.kind, input.subjectId);
  const conversation = await ensureConversation(db, subject);

  let older = eq(conversationMessages.conversationId, conversation.id);
  if (input.query.before) {
    const [anchor] = await db
      .select({ seq: conversationMessages.seq })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.id, input.query.before), older));
    if (!anchor) throw new AppError('conversation_message_not_found', 404);
    older = and(older, lt(conversationMessages.seq, anchor.seq)) ?? older;
  }
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(older)
    .orderBy(desc(conversationMessages.seq))
    .limit(input.query.limit + 1);
  const hasOlder = rows.length > input.query.limit;
  const page = rows.slice(0, input.query.limit).reverse();
  const pinned = await pinnedAnnouncement(db, conversation.id);
  const reader = { userId: input.actor.id, role };
  const views = await viewSubjectMessages(db, subject, pinned ? [...page, pinned] : page, reader, now);
  const state = await readStateOf(db, input.actor.id, conversation.id);
  const readOnlyAfter = subjectReadOnlyAfter(subject);
  return {
    conversation: {
      id: conversation.id,
      kind: conversation.kind,
      subject_id: conversation.subjectId,
      my_role: role,
      read_only: readOnlyAfter !== null && now.getTime() >= readOnlyAfter.getTime(),
      read_only_after: readOnlyAfter?.toISOString() ?? null,
      muted: state.muted,
      unread_count: await countUnreadIn(db, input.actor.id, conversation.id),
      may_announce: mayAnnounce(role),
    },
    pinned: pinned ? (views.at(-1) ?? null) : null,
    messages: views.slice(0, page.length),
    has_older: hasOlder,
  };
}

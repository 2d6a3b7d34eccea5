import { sql } from 'drizzle-orm';
import {
  bigserial,
  type AnyPgColumn,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ConversationKind, ConversationMessageKind, SystemLineKey } from '@oyna/shared';
import { requiredRef, timestamptz, timestamptzNow, uuidId } from './columns.js';
import { belongsToUser, users } from './users.js';

/**
 * A conversation (docs/decisions/0089-conversations.md, 0093): one per subject, made the first time
 * it is read or written. `kind` says what `subject_id` names: a game, a team, a team match (a support
 * request later). Who may read and write follows the subject (a game's booking, a team's members),
 * never a member list of its own.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuidId(),
    kind: text('kind').$type<ConversationKind>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    createdAt: timestamptzNow('created_at'),
    /** From then on it is read only (a game's: 24 hours after its end); null while there is no end. */
    readOnlyAfter: timestamptz('read_only_after'),
  },
  (table) => [
    uniqueIndex('conversations_subject_unique').on(table.kind, table.subjectId),
    check('conversations_kind_valid', sql`${table.kind} in ('game', 'team', 'team_match', 'support')`),
  ],
);

/**
 * A line of a conversation: a player's text, a system line (`system_key` and `payload`, written in
 * the reader's language by the web's templates), or an announcement (the organizer's or a captain's
 * text, or a game's change told by the game with `system_key`; the latest is pinned, decision 93).
 * A deleted message keeps its row without its body.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuidId(),
    /**
     * The order messages are shown in: the order they were written. Two lines one change writes in
     * one transaction (a place freed, then taken) share their `created_at`; this keeps them in order.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: requiredRef('conversation_id', () => conversations.id, { onDelete: 'cascade' }),
    /** Null for a system line, or once the author's account is gone. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ConversationMessageKind>().notNull(),
    body: text('body').notNull().default(''),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => conversationMessages.id, {
      onDelete: 'set null',
    }),
    systemKey: text('system_key').$type<SystemLineKey>(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /** Names the event of a system line, so telling it twice writes one line. */
    dedupeKey: text('dedupe_key'),
    /** An announcement that tells a change of time or place (urgent within 3 hours of kick-off). */
    timeOrPlaceChange: boolean('time_or_place_change').notNull().default(false),
    createdAt: timestamptzNow('created_at'),
    editedAt: timestamptz('edited_at'),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    index('conversation_messages_conversation_idx').on(table.conversationId, table.createdAt),
    index('conversation_messages_conversation_seq_idx').on(table.conversationId, table.seq),
    uniqueIndex('conversation_messages_dedupe_unique').on(table.conversationId, table.dedupeKey),
    check('conversation_messages_kind_valid', sql`${table.kind} in ('text', 'system', 'announcement')`),
    check('conversation_messages_body_length', sql`char_length(${table.body}) <= 1000`),
  ],
);

/** How far a user has read a conversation, and whether they muted it. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    userId: belongsToUser(),
    conversationId: requiredRef('conversation_id', () => conversations.id, { onDelete: 'cascade' }),
    lastReadMessageId: uuid('last_read_message_id').references(() => conversationMessages.id, {
      onDelete: 'set null',
    }),
    lastReadAt: timestamptz('last_read_at'),
    muted: boolean('muted').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.conversationId] }),
    index('conversation_reads_conversation_idx').on(table.conversationId),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationMessageRow = typeof conversationMessages.$inferSelect;

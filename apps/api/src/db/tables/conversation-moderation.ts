import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MessageReportDecision, MessageReportReason } from '@oyna/shared';
import { requiredRef, timestamptz, timestamptzNow, uuidId } from './columns.js';
import { conversationMessages, conversations } from './conversations.js';
import { users } from './users.js';

/**
 * A member's report of another's message (docs/decisions/0095-conversation-safety.md): it waits in
 * the admins' queue until one decides to hide the message or keep it. The text is kept as it was
 * reported, so the moderator reads what was reported even if it was edited or deleted since.
 */
export const conversationMessageReports = pgTable(
  'conversation_message_reports',
  {
    id: uuidId(),
    messageId: requiredRef('message_id', () => conversationMessages.id, { onDelete: 'cascade' }),
    reporterId: requiredRef('reporter_id', () => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<MessageReportReason>().notNull(),
    note: text('note'),
    reportedBody: text('reported_body').notNull(),
    createdAt: timestamptzNow('created_at'),
    decision: text('decision').$type<MessageReportDecision>(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('conversation_message_reports_once').on(table.messageId, table.reporterId),
    index('conversation_message_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.decision} is null`),
    check(
      'conversation_message_reports_decision_valid',
      sql`${table.decision} is null or ${table.decision} in ('hide', 'keep')`,
    ),
  ],
);

/** A conversation's slow mode: one message per player per this many seconds (none without a row). */
export const conversationSettings = pgTable('conversation_settings', {
  conversationId: uuid('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  slowModeSeconds: integer('slow_mode_seconds'),
});

/** A player muted in one conversation by its organizer or captain: they read it but cannot write. */
export const conversationMemberMutes = pgTable(
  'conversation_member_mutes',
  {
    conversationId: requiredRef('conversation_id', () => conversations.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    mutedBy: uuid('muted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] })],
);

export type ConversationMessageReportRow = typeof conversationMessageReports.$inferSelect;

import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptzNow, uuidId } from './columns.js';
import { users } from './users.js';

/**
 * What an administrator (or another privileged actor) did, kept for accountability: who, what,
 * to which object, with the details needed to understand it later. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidId(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A dotted verb, e.g. `wallet.adjustment`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId),
    index('audit_log_actor_idx').on(table.actorUserId),
    index('audit_log_created_idx').on(table.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SupportContextKind, SupportStatus, SupportTopic } from '@oyna/shared';
import { timestamptz, timestamptzNow, uuidId } from './columns.js';
import { belongsToUser } from './users.js';

/**
 * A player's request to Oyna (docs/decisions/0096-support-requests.md). Its messages are a
 * conversation of kind `support` whose `subject_id` is this row's id; its members are the player and
 * admins. `vip` is the player's tier when they wrote (gold and platinum).
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuidId(),
    userId: belongsToUser(),
    topic: text('topic').$type<SupportTopic>().notNull(),
    status: text('status').$type<SupportStatus>().notNull().default('open'),
    vip: boolean('vip').notNull().default(false),
    /** What it is about, when the player wrote from a payment, a transaction or a game. */
    contextKind: text('context_kind').$type<SupportContextKind>(),
    contextId: uuid('context_id'),
    createdAt: timestamptzNow('created_at'),
    /** Since when the player waits for Oyna's answer: the queue's order after VIP. */
    waitingSince: timestamptzNow('waiting_since'),
    answeredAt: timestamptz('answered_at'),
    closedAt: timestamptz('closed_at'),
  },
  (table) => [
    index('support_requests_user_idx').on(table.userId, table.createdAt),
    index('support_requests_queue_idx').on(table.status, table.vip, table.waitingSince),
    check('support_requests_topic_valid', sql`${table.topic} in ('payment', 'game', 'account', 'other')`),
    check('support_requests_status_valid', sql`${table.status} in ('open', 'answered', 'closed')`),
    check(
      'support_requests_context_valid',
      sql`(${table.contextKind} is null and ${table.contextId} is null)
        or (${table.contextKind} in ('payment', 'transaction', 'game') and ${table.contextId} is not null)`,
    ),
  ],
);

export type SupportRequestRow = typeof supportRequests.$inferSelect;

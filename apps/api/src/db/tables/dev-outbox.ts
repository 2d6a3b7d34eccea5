import { index, pgTable, text } from 'drizzle-orm/pg-core';
import type { SendingChannel } from '@oyna/shared';
import { timestamptzNow, uuidId } from './columns.js';

/**
 * The development outbox (docs/decisions/0050-development-outbox.md): every message this server
 * would have sent on a channel it is not set up for (email without SMTP_URL, Telegram without a bot,
 * push without VAPID keys, SMS without LSIM), kept to be read at /dev/outbox. Written only when
 * NODE_ENV is not production; a table, so it survives restarts and is shared by every instance.
 */
export const devOutboxMessages = pgTable(
  'dev_outbox_messages',
  {
    id: uuidId(),
    channel: text('channel').$type<SendingChannel>().notNull(),
    /** Who it would have gone to: an address, a phone number, or a player's name for Telegram and push. */
    recipient: text('recipient').notNull(),
    /** What it is: a notification's kind or an account email's purpose (password_reset...). */
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** An email's HTML, shown in a sandboxed frame; null on the other channels. */
    html: text('html'),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [index('dev_outbox_messages_created_idx').on(table.createdAt)],
);
export type DevOutboxMessageRow = typeof devOutboxMessages.$inferSelect;

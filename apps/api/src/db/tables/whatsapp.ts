import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language } from '@oyna/shared';
import { timestamptz, timestamptzNow, uuidId } from './columns.js';
import { belongsToUser } from './users.js';

/** How a WhatsApp consent ended: switched off in the settings, or a STOP reply in WhatsApp. */
export type WhatsAppOptOutSource = 'settings' | 'whatsapp_reply';

/**
 * Consents to WhatsApp messages (decision 88), kept as the record of what the player agreed to: the
 * number, the exact wording shown, its language, when; and when and how it was withdrawn. A player
 * has at most one consent in force (`opted_out_at` null); a withdrawn one stays as history.
 */
export const whatsappOptIns = pgTable(
  'whatsapp_opt_ins',
  {
    id: uuidId(),
    userId: belongsToUser(),
    /** The E.164 number the consent covers: a changed number is not covered. */
    phone: text('phone').notNull(),
    language: text('language').$type<Language>().notNull(),
    /** The consent word for word as shown, with the number in it. */
    wording: text('wording').notNull(),
    optedInAt: timestamptzNow('opted_in_at'),
    optedOutAt: timestamptz('opted_out_at'),
    optOutSource: text('opt_out_source').$type<WhatsAppOptOutSource>(),
  },
  (table) => [
    uniqueIndex('whatsapp_opt_ins_in_force_unique')
      .on(table.userId)
      .where(sql`${table.optedOutAt} is null`),
    index('whatsapp_opt_ins_phone_idx').on(table.phone),
    check(
      'whatsapp_opt_ins_source_valid',
      sql`(${table.optedOutAt} is null) = (${table.optOutSource} is null) and (${table.optOutSource} is null or ${table.optOutSource} in ('settings', 'whatsapp_reply'))`,
    ),
  ],
);

/**
 * WhatsApp messages by calendar month (Baku time, `YYYY-MM`) against WHATSAPP_MONTHLY_BUDGET_MESSAGES:
 * `sent` is taken before a send and given back when it does not go; `skipped` counts the deliveries
 * refused because the month's budget was spent.
 */
export const whatsappMonthlyUsage = pgTable(
  'whatsapp_monthly_usage',
  {
    month: text('month').primaryKey(),
    sent: integer('sent').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    updatedAt: timestamptzNow('updated_at'),
  },
  (table) => [check('whatsapp_monthly_usage_counts', sql`${table.sent} >= 0 and ${table.skipped} >= 0`)],
);

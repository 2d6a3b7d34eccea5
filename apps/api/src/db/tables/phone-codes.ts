import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, timestamptzNow, uuidId } from './columns.js';
import { users } from './users.js';

/** What a phone code is for: signing in (or up) by phone, or confirming a signed-in player's number. */
export type PhoneCodePurpose = 'sign_in' | 'confirm_phone';

/**
 * SMS codes (decision 82): the SHA-256 of the code with its row's id, never the code; short-lived
 * and used once. The rows of the last day are also the count of the daily caps against SMS pumping.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuidId(),
    /** E.164 mobile number the code went to. */
    phone: text('phone').notNull(),
    purpose: text('purpose').$type<PhoneCodePurpose>().notNull(),
    /** The signed-in player a `confirm_phone` code was asked by; null for `sign_in`. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamptzNow('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    index('phone_codes_phone_created_idx').on(table.phone, table.createdAt),
    index('phone_codes_created_idx').on(table.createdAt),
    check('phone_codes_purpose_valid', sql`${table.purpose} in ('sign_in', 'confirm_phone')`),
    check(
      'phone_codes_user_of_purpose',
      sql`(${table.purpose} = 'confirm_phone') = (${table.userId} is not null)`,
    ),
  ],
);

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language, NotificationKind, QuietHours, SendingChannel } from '@oyna/shared';
import { primaryRef, requiredRef, timestamps, timestamptz, timestamptzNow, uuidId } from './columns.js';
import { belongsToUser, users } from './users.js';

/**
 * A notification to one player (docs/decisions/0030-notifications.md): written in the same
 * transaction as the change it tells about, never twice for one `dedupe_key`. The in-app centre
 * shows these rows; other channels deliver them through `notification_deliveries`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidId(),
    userId: belongsToUser(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** What the templates need to write it in any language (NotificationPayloads[kind]). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    urgent: boolean('urgent').notNull().default(false),
    /** The same event told twice (a retried request, a second scan) finds this and writes nothing. */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamptzNow('created_at'),
    /** When the dispatcher made its deliveries by the player's settings; null until then. */
    routedAt: timestamptz('routed_at'),
    readAt: timestamptz('read_at'),
    archivedAt: timestamptz('archived_at'),
  },
  (table) => [
    uniqueIndex('notifications_dedupe_key_unique').on(table.dedupeKey),
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_unrouted_idx')
      .on(table.createdAt)
      .where(sql`${table.routedAt} is null`),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null and ${table.archivedAt} is null`),
  ],
);

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One notification on one channel other than the centre: the outbox the dispatcher works through. `pending` rows are due
 * at `next_attempt_at`; a `sending` row is leased until then (a dispatcher that died mid-send leaves
 * it to be taken again); `failed` will not be tried again (the address is gone), `dead` ran out of attempts.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuidId(),
    notificationId: requiredRef('notification_id', () => notifications.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    channel: text('channel').$type<SendingChannel>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    sentAt: timestamptz('sent_at'),
    /** The provider's id of the message (SMTP message id, Telegram message id, SMS id). */
    providerId: text('provider_id'),
    /** What the provider reported later about a sent message (WhatsApp: delivered, read, failed). */
    providerStatus: text('provider_status'),
    providerStatusAt: timestamptz('provider_status_at'),
    lastError: text('last_error'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('notification_deliveries_channel_unique').on(table.notificationId, table.channel),
    index('notification_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index('notification_deliveries_user_idx').on(table.userId),
    // A provider's status report finds its message by the provider's id.
    index('notification_deliveries_provider_idx')
      .on(table.channel, table.providerId)
      .where(sql`${table.providerId} is not null`),
    check(
      'notification_deliveries_status_valid',
      sql`${table.status} in ('pending', 'sending', 'sent', 'failed', 'dead')`,
    ),
  ],
);

/** A player's choices: kinds × channels, quiet hours, the language of messages. No row = the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: primaryRef('user_id', () => users.id, { onDelete: 'cascade' }),
  matrix: jsonb('matrix').$type<Partial<Record<string, string[]>>>().notNull(),
  quietHours: jsonb('quiet_hours').$type<QuietHours>().notNull(),
  /** Null follows the account's language. */
  language: text('language').$type<Language>(),
  ...timestamps,
});

/** The Telegram chat a player linked through the bot; `blocked_at` once the bot is blocked by them. */
export const telegramChats = pgTable('telegram_chats', {
  userId: primaryRef('user_id', () => users.id, { onDelete: 'cascade' }),
  chatId: text('chat_id').notNull(),
  linkedAt: timestamptzNow('linked_at'),
  blockedAt: timestamptz('blocked_at'),
});

/** A browser's web push subscription; removed when the push service says it is gone (404/410). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuidId(),
    userId: belongsToUser(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_verification', 'telegram_link'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A single-use secret sent to a player (a password reset link, an email check, a Telegram deep
 * link): only its SHA-256 is kept.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuidId(),
    userId: belongsToUser(),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [
    uniqueIndex('account_tokens_hash_unique').on(table.tokenHash),
    index('account_tokens_user_purpose_idx').on(table.userId, table.purpose),
    check(
      'account_tokens_purpose_valid',
      sql`${table.purpose} in ('password_reset', 'email_verification', 'telegram_link')`,
    ),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;

import type { AlertDelivery, AlertPauseReason, AlertStatus, GameFormat } from '@oyna/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { requiredRef, timestamps, timestamptz, timestamptzNow, uuidId } from './columns.js';
import { games } from './games.js';
import { belongsToUser } from './users.js';
import { venues } from './venues.js';

/**
 * A player's saved search (decision 76). Every search field narrows (empty arrays and nulls do not);
 * the CHECK keeps at least one. Times are minutes of the Baku day; the level is the player's own,
 * checked when a game is told. `unsubscribe_key` signs the email's one-click unsubscribe token.
 */
export const gameAlerts = pgTable(
  'game_alerts',
  {
    id: uuidId(),
    userId: belongsToUser(),
    districts: text('districts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** ISO weekdays, 1 Monday to 7 Sunday. */
    weekdays: smallint('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    minuteFrom: smallint('minute_from'),
    minuteTo: smallint('minute_to'),
    format: text('format').$type<GameFormat>(),
    maxPriceQepik: integer('max_price_qepik'),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    delivery: text('delivery').$type<AlertDelivery>().notNull().default('instant'),
    digestHour: smallint('digest_hour').notNull().default(19),
    status: text('status').$type<AlertStatus>().notNull().default('active'),
    pausedReason: text('paused_reason').$type<AlertPauseReason>(),
    unsubscribeKey: text('unsubscribe_key').notNull(),
    /** The last message of this alert (instant window, digest day). */
    lastSentAt: timestamptz('last_sent_at'),
    /** Resumed or created: the "ignored for weeks" count starts here. */
    activeSince: timestamptzNow('active_since'),
    ...timestamps,
  },
  (table) => [
    index('game_alerts_user_idx').on(table.userId),
    // Matching a published game reads only active alerts, narrowed by the most selective fields.
    index('game_alerts_active_format_idx')
      .on(table.format)
      .where(sql`${table.status} = 'active'`),
    index('game_alerts_active_venue_idx')
      .on(table.venueId)
      .where(sql`${table.status} = 'active'`),
    index('game_alerts_active_districts_idx')
      .using('gin', table.districts)
      .where(sql`${table.status} = 'active'`),
    check('game_alerts_status_valid', sql`${table.status} in ('active', 'paused')`),
    check('game_alerts_delivery_valid', sql`${table.delivery} in ('instant', 'digest')`),
    check('game_alerts_digest_hour_range', sql`${table.digestHour} between 0 and 23`),
    check(
      'game_alerts_narrowed',
      sql`cardinality(${table.districts}) > 0 or cardinality(${table.weekdays}) > 0 or ${table.minuteFrom} is not null
        or ${table.minuteTo} is not null or ${table.format} is not null or ${table.maxPriceQepik} is not null
        or ${table.venueId} is not null`,
    ),
  ],
);

/**
 * A game an alert matched: `pending` until it is told (`sent`, in the message `message_key` names)
 * or found not bookable (`dropped`). Unique per alert and game: a game is told at most once per search.
 */
export const gameAlertMatches = pgTable(
  'game_alert_matches',
  {
    id: uuidId(),
    alertId: requiredRef('alert_id', () => gameAlerts.id, { onDelete: 'cascade' }),
    gameId: requiredRef('game_id', () => games.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    status: text('status').$type<'pending' | 'sent' | 'dropped'>().notNull().default('pending'),
    matchedAt: timestamptzNow('matched_at'),
    sentAt: timestamptz('sent_at'),
    /** The dedupe key of the notification that told it. */
    messageKey: text('message_key'),
  },
  (table) => [
    uniqueIndex('game_alert_matches_alert_game_unique').on(table.alertId, table.gameId),
    index('game_alert_matches_pending_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('game_alert_matches_user_sent_idx').on(table.userId, table.sentAt),
    check('game_alert_matches_status_valid', sql`${table.status} in ('pending', 'sent', 'dropped')`),
  ],
);

/** How far the matching has read the games published (`created_at`), one row per scan. */
export const gameAlertCursor = pgTable('game_alert_cursor', {
  name: text('name').primaryKey(),
  scannedUntil: timestamptz('scanned_until').notNull(),
});

/**
 * A player watching a full game: `watching`, `told` in a wave that a place is free (`told_at`), or
 * `claimed` the place (held for them). One watch per player and game.
 */
export const gameWatchers = pgTable(
  'game_watchers',
  {
    id: uuidId(),
    gameId: requiredRef('game_id', () => games.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    status: text('status').$type<'watching' | 'told' | 'claimed'>().notNull().default('watching'),
    toldAt: timestamptz('told_at'),
    registrationId: uuid('registration_id'),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [
    uniqueIndex('game_watchers_game_user_unique').on(table.gameId, table.userId),
    index('game_watchers_waiting_idx')
      .on(table.gameId, table.createdAt)
      .where(sql`${table.status} <> 'claimed'`),
    check('game_watchers_status_valid', sql`${table.status} in ('watching', 'told', 'claimed')`),
  ],
);

export type GameAlertRow = typeof gameAlerts.$inferSelect;
export type GameAlertMatchRow = typeof gameAlertMatches.$inferSelect;
export type GameWatcherRow = typeof gameWatchers.$inferSelect;

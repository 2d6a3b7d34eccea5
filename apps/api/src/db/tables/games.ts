import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AttendanceMark,
  DiscountReason,
  GuestStatus,
  GameFormat,
  GameKind,
  PaymentMethod,
  RegistrationStatus,
  SkillLevel,
  StoredGameStatus,
} from '@oyna/shared';
import { requiredRef, timestamps, timestamptz, uuidId } from './columns.js';
import { belongsToUser, users } from './users.js';
import { atVenue } from './venues.js';

/**
 * What a game is, besides where and when: its length, format, size, kind, price, level band and
 * whether it has a referee. A weekly series keeps the same columns for the games it publishes.
 */
export const gameTermColumns = () => ({
  durationMinutes: smallint('duration_minutes').notNull(),
  format: text('format').$type<GameFormat>().notNull(),
  capacity: smallint('capacity').notNull(),
  kind: text('kind').$type<GameKind>().notNull(),
  priceQepik: integer('price_qepik').notNull(),
  minLevel: text('min_level').$type<SkillLevel>(),
  maxLevel: text('max_level').$type<SkillLevel>(),
  hasReferee: boolean('has_referee').notNull().default(false),
});

/**
 * A game an organizer publishes at a venue. `places_taken` counts confirmed players, their
 * confirmed guests and places held for payment; it only changes in the transaction that changes a registration, guarded by
 * `places_taken < capacity`, and the CHECK below is the backstop. `full` is derived from it.
 */
export const games = pgTable(
  'games',
  {
    id: uuidId(),
    venueId: atVenue(),
    organizerId: requiredRef('organizer_id', () => users.id),
    /** Games created together as a weekly series share this id. */
    seriesId: uuid('series_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamptz('starts_at').notNull(),
    ...gameTermColumns(),
    /** The referee the organizer assigned (a user with the referee role); only on games with `has_referee`. */
    refereeId: uuid('referee_id').references(() => users.id, { onDelete: 'set null' }),
    videoCoverage: boolean('video_coverage').notNull().default(false),
    registrationOpensAt: timestamptz('registration_opens_at').notNull(),
    status: text('status').$type<StoredGameStatus>().notNull().default('open'),
    /**
     * `pickup`: a game anyone books. `team_match`: the game of a match between two teams, never
     * listed or booked, changed only by its team match (docs/decisions/0022-teams-rules.md). `competition`:
     * the game of a competition match, the same way (docs/decisions/0032-competitions.md).
     */
    origin: text('origin').$type<'pickup' | 'team_match' | 'competition'>().notNull().default('pickup'),
    placesTaken: smallint('places_taken').notNull().default(0),
    /** Players may book places for named guests (docs/decisions/0027-guests.md); the organizer can switch it off. */
    guestsAllowed: boolean('guests_allowed').notNull().default(true),
    cancelledAt: timestamptz('cancelled_at'),
    /** Who called the game off: its organizer's own cancellations count against their reliability. */
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamptz('completed_at'),
    /**
     * When its time or venue last changed: a player booked before then may leave without the late
     * penalty, with a full refund (the game is not the one they booked).
     */
    movedAt: timestamptz('moved_at'),
    ...timestamps,
  },
  (table) => [
    index('games_starts_at_idx').on(table.startsAt),
    index('games_venue_idx').on(table.venueId),
    index('games_organizer_idx').on(table.organizerId),
    index('games_series_idx').on(table.seriesId),
    index('games_referee_idx').on(table.refereeId),
    check('games_status_valid', sql`${table.status} in ('open', 'cancelled', 'completed')`),
    check('games_format_valid', sql`${table.format} in ('5x5', '6x6', '7x7', '8x8', '9x9', '11x11')`),
    check('games_kind_valid', sql`${table.kind} in ('regular', 'premium', 'tournament')`),
    check('games_capacity_range', sql`${table.capacity} between 2 and 50`),
    check('games_places_within_capacity', sql`${table.placesTaken} between 0 and ${table.capacity}`),
    check('games_price_not_negative', sql`${table.priceQepik} >= 0`),
    check(
      'games_levels_valid',
      sql`coalesce(${table.minLevel}, 'beginner') in ('beginner', 'intermediate', 'advanced', 'expert', 'master') and coalesce(${table.maxLevel}, 'master') in ('beginner', 'intermediate', 'advanced', 'expert', 'master')`,
    ),
    check('games_origin_valid', sql`${table.origin} in ('pickup', 'team_match', 'competition')`),
    check('games_duration_range', sql`${table.durationMinutes} between 30 and 240`),
  ],
);

/**
 * One booking of one player in one game. A player has at most one active (not cancelled) booking
 * per game; leaving and booking again makes a new row, so each row is charged and refunded at most
 * once. Money moves only through the wallet ledger, referenced by this row's id.
 */
export const gameRegistrations = pgTable(
  'game_registrations',
  {
    id: uuidId(),
    gameId: requiredRef('game_id', () => games.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    status: text('status').$type<RegistrationStatus>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /** The price quoted and charged, after the discount named by `discount_reason`. */
    priceQepik: integer('price_qepik').notNull(),
    /**
     * The game's price when the booking was made, what the discount was taken from; null on rows
     * written without a quote (seeded or imported bookings at the full price).
     */
    basePriceQepik: integer('base_price_qepik'),
    discountReason: text('discount_reason').$type<DiscountReason>(),
    /** When the money arrived: at once from the wallet, or when the organizer marks cash paid. */
    paidAt: timestamptz('paid_at'),
    holdExpiresAt: timestamptz('hold_expires_at'),
    /** Order of the waitlist. */
    waitlistedAt: timestamptz('waitlisted_at'),
    attendance: text('attendance').$type<AttendanceMark>(),
    idempotencyKey: text('idempotency_key'),
    cancelledAt: timestamptz('cancelled_at'),
    /** The player left later than the no-show policy allows: half a no-show (decision 36). */
    leftLate: boolean('left_late').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('game_registrations_active_unique')
      .on(table.gameId, table.userId)
      .where(sql`${table.status} <> 'cancelled'`),
    uniqueIndex('game_registrations_user_idempotency_unique').on(table.userId, table.idempotencyKey),
    index('game_registrations_game_status_idx').on(table.gameId, table.status),
    index('game_registrations_user_idx').on(table.userId),
    index('game_registrations_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'pending_payment'`),
    check(
      'game_registrations_status_valid',
      sql`${table.status} in ('confirmed', 'pending_payment', 'waitlisted', 'cancelled')`,
    ),
    check('game_registrations_payment_method_valid', sql`${table.paymentMethod} in ('balance', 'cash')`),
    check('game_registrations_price_not_negative', sql`${table.priceQepik} >= 0`),
    check(
      'game_registrations_attendance_valid',
      sql`${table.attendance} is null or ${table.attendance} in ('attended', 'no_show')`,
    ),
  ],
);

/**
 * A place a confirmed player booked for a named guest who has no account (docs/decisions/0027-guests.md).
 * The booker pays the game's own price from the wallet and gets it back when the guest is taken off,
 * the booker leaves or the game is cancelled. A confirmed guest holds one of the game's `places_taken`.
 */
export const gameGuests = pgTable(
  'game_guests',
  {
    id: uuidId(),
    gameId: requiredRef('game_id', () => games.id, { onDelete: 'cascade' }),
    /** The booker's own booking: the guest comes and goes with it. */
    registrationId: requiredRef('registration_id', () => gameRegistrations.id, { onDelete: 'cascade' }),
    bookerId: requiredRef('booker_id', () => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<GuestStatus>().notNull().default('confirmed'),
    /** The game's price when the guest was booked, taken from the booker's wallet. */
    priceQepik: integer('price_qepik').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    ...timestamps,
  },
  (table) => [
    index('game_guests_game_status_idx').on(table.gameId, table.status),
    index('game_guests_registration_idx').on(table.registrationId),
    index('game_guests_booker_idx').on(table.bookerId),
    uniqueIndex('game_guests_active_name_unique')
      .on(table.registrationId, sql`lower(${table.name})`)
      .where(sql`${table.status} = 'confirmed'`),
    check('game_guests_status_valid', sql`${table.status} in ('confirmed', 'cancelled')`),
    check('game_guests_price_not_negative', sql`${table.priceQepik} >= 0`),
  ],
);

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;
export type GameRegistrationRow = typeof gameRegistrations.$inferSelect;
export type GameGuestRow = typeof gameGuests.$inferSelect;

/** The state of one player's place in one game. */
export const REGISTRATION_STATUSES = [
  /** Has a place: paid from the wallet, or cash to be paid at the venue. */
  'confirmed',
  /** A place held for a short time while the player tops up the wallet. */
  'pending_payment',
  /** No place yet: first in line gets the next freed place they can pay for. */
  'waitlisted',
  /** Left the game, or the game was cancelled. */
  'cancelled',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** A guest a player booked a place for: `cancelled` once taken off, with the booker or the game. */
export const GUEST_STATUSES = ['confirmed', 'cancelled'] as const;
export type GuestStatus = (typeof GUEST_STATUSES)[number];

/** How many guests one player may bring to one game; each takes a place paid by the player. */
export const MAX_GUESTS_PER_PLAYER = 3;

/** The longest guest name a player may type. */
export const GUEST_NAME_MAX_LENGTH = 60;

export const PAYMENT_METHODS = ['balance', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ATTENDANCE_MARKS = ['attended', 'no_show'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** Statuses stored on a game; `full` is derived from its places. */
export const STORED_GAME_STATUSES = ['open', 'cancelled', 'completed'] as const;
export type StoredGameStatus = (typeof STORED_GAME_STATUSES)[number];

/** How long a place is held for a player who must top up first. */
export const PAYMENT_HOLD_MINUTES = 10;

/** A player who leaves at least this long before kick-off gets the full price back. */
export const FREE_CANCELLATION_HOURS = 24;

/** Silver and above may register this long before registration opens for everyone. */
export const PRIORITY_REGISTRATION_HOURS = 24;

export const GAME_DURATION_MINUTES = { min: 30, max: 240 } as const;
/** How far ahead a game may be published: its kick-off (the first of a weekly series) within a year. */
export const GAME_MAX_DAYS_AHEAD = 365;

import { z } from 'zod';
import { ALERT_DELIVERIES, ALERT_STATUSES } from '../domain/alerts.js';
import { CONVERSATION_KINDS } from '../domain/conversations.js';
import {
  ATTENDANCE_MARKS,
  GUEST_STATUSES,
  PAYMENT_METHODS,
  REGISTRATION_STATUSES,
  STORED_GAME_STATUSES,
} from '../domain/games.js';
import { SERIES_REGULAR_STATUSES } from '../domain/series-regulars.js';
import { TEAM_ROLES } from '../domain/teams.js';
import { contract } from './contract.js';
import { manatAmount as manat } from './money.js';
import { quietHoursSchema } from './notifications.js';
import { privacySettingsSchema } from './privacy.js';
import { userProfileSchema } from './profile-data.js';
import { adminReasonSchema } from './user-admin.js';
import { languageSchema, playerIdentitySchema } from './users.js';
import { paymentProviderSchema, paymentStatusSchema, walletTransactionSchema } from './wallet.js';

/*
 * The files of `GET /users/me/export` (a ZIP, decision 90): each JSON file is one of these objects.
 * Only the player's own data; another person appears only as the product already shows them to the
 * player (a game's organizer by the names privacy lets them see), never with an email, phone or birth date.
 */

const instant = z.iso.datetime({ offset: true });
const maybeInstant = instant.nullable();

/** `profile.json`: the profile and onboarding answers, privacy, notification settings and linked channels. */
export const dataExportProfileSchema = contract('DataExportProfile', {
  exported_at: instant,
  profile: userProfileSchema,
  onboarding: z.object({
    completed_steps: z.array(z.number().int()),
    skipped_steps: z.array(z.number().int()),
    completed_at: maybeInstant,
  }),
  privacy: privacySettingsSchema,
  notifications: z.object({
    matrix: z
      .record(z.string(), z.array(z.string()))
      .describe('Kind → channels (the defaults where never saved)'),
    quiet_hours: quietHoursSchema,
    language: languageSchema.nullable().describe('Null follows the account’s language'),
  }),
  channels: z
    .object({
      email_verified_at: maybeInstant,
      phone_verified_at: maybeInstant,
      google_linked: z.boolean(),
      telegram: z.object({ linked_at: instant, blocked_at: maybeInstant }).nullable(),
      push_devices: z.array(z.object({ user_agent: z.string(), created_at: instant })),
      whatsapp: z.object({ phone: z.string(), opted_in_at: instant }).nullable(),
      calendar_feed_created_at: maybeInstant,
      strava_connected_at: maybeInstant,
    })
    .describe('What is linked and since when: never a token, key or secret address'),
});
export type DataExportProfile = z.infer<typeof dataExportProfileSchema>;

const exportGameSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  starts_at: instant,
  status: z.enum(STORED_GAME_STATUSES),
  venue: z.object({ name: z.string(), address: z.string() }),
  organizer: playerIdentitySchema,
});

/** `games.json`: my bookings with their game, guests and result, my rating and its history. */
export const dataExportGamesSchema = contract('DataExportGames', {
  bookings: z.array(
    z.object({
      game: exportGameSchema,
      status: z.enum(REGISTRATION_STATUSES),
      payment_method: z.enum(PAYMENT_METHODS),
      price: manat('The price charged'),
      booked_at: instant,
      paid_at: maybeInstant,
      cancelled_at: maybeInstant,
      left_late: z.boolean(),
      attendance: z.enum(ATTENDANCE_MARKS).nullable(),
      guests: z.array(z.object({ name: z.string(), status: z.enum(GUEST_STATUSES), price: manat('Paid') })),
    }),
  ),
  results: z.array(
    z.object({
      game_id: z.uuid(),
      scores: z.array(z.number().int()).describe('Goals per side, side A first'),
      my_side: z.number().int(),
      my_goals: z.number().int(),
      attended: z.boolean(),
      player_of_the_match: z.boolean(),
    }),
  ),
  rating: z.object({ rating: z.number().int(), rated_games: z.number().int() }).nullable(),
  rating_history: z.array(
    z.object({ game_id: z.uuid(), played_at: instant, rating: z.number().int(), delta: z.number().int() }),
  ),
  organized_games: z.array(exportGameSchema.omit({ organizer: true })),
});
export type DataExportGames = z.infer<typeof dataExportGamesSchema>;

/** `wallet.json`: the balance and every ledger row, with its description in the player's language. */
export const dataExportWalletSchema = contract('DataExportWallet', {
  balance: manat('The balance now'),
  currency: z.literal('AZN'),
  transactions: z.array(walletTransactionSchema.extend({ description_text: z.string() })),
});
export type DataExportWallet = z.infer<typeof dataExportWalletSchema>;

/** `payments.json`: my top-ups through a payment provider. */
export const dataExportPaymentsSchema = contract('DataExportPayments', {
  payments: z.array(
    z.object({
      id: z.uuid(),
      provider: paymentProviderSchema,
      status: paymentStatusSchema,
      amount: manat('Amount of the top-up'),
      currency: z.literal('AZN'),
      card_mask: z.string().nullable(),
      failure_reason: z.string().nullable(),
      created_at: instant,
      completed_at: maybeInstant,
    }),
  ),
});
export type DataExportPayments = z.infer<typeof dataExportPaymentsSchema>;

/** `teams.json`: every stint of mine in a team, with my role. */
export const dataExportTeamsSchema = contract('DataExportTeams', {
  memberships: z.array(
    z.object({
      team: z.object({ id: z.uuid(), name: z.string() }),
      role: z.enum(TEAM_ROLES),
      joined_at: instant,
      left_at: maybeInstant,
      left_reason: z.string().nullable(),
    }),
  ),
});
export type DataExportTeams = z.infer<typeof dataExportTeamsSchema>;

/** `series.json`: the weekly games I am (or was) a regular of, and my game alerts. */
export const dataExportSeriesSchema = contract('DataExportSeries', {
  regular_of: z.array(
    z.object({
      series: z.object({ id: z.uuid(), title: z.string() }),
      status: z.enum(SERIES_REGULAR_STATUSES),
      consented_at: instant,
      active_since: maybeInstant,
      notices_muted: z.boolean(),
    }),
  ),
  alerts: z.array(
    z.object({
      id: z.uuid(),
      districts: z.array(z.string()),
      weekdays: z.array(z.number().int()),
      minute_from: z.number().int().nullable(),
      minute_to: z.number().int().nullable(),
      format: z.string().nullable(),
      max_price: manat('Highest price').nullable(),
      venue_id: z.number().int().nullable(),
      delivery: z.enum(ALERT_DELIVERIES),
      status: z.enum(ALERT_STATUSES),
      created_at: instant,
    }),
  ),
});
export type DataExportSeries = z.infer<typeof dataExportSeriesSchema>;

/** `messages.json`: the messages I wrote in conversations (a deleted one keeps no text). */
export const dataExportMessagesSchema = contract('DataExportMessages', {
  messages: z.array(
    z.object({
      id: z.uuid(),
      conversation: z.object({ kind: z.enum(CONVERSATION_KINDS), subject_id: z.uuid() }),
      game_title: z.string().nullable(),
      body: z.string(),
      reply_to_id: z.uuid().nullable(),
      created_at: instant,
      edited_at: maybeInstant,
      deleted_at: maybeInstant,
    }),
  ),
});
export type DataExportMessages = z.infer<typeof dataExportMessagesSchema>;

/** `GET /admin/users/{id}/export`: the player's written request, kept in the audit log. */
export const adminDataExportQuerySchema = z.object({
  reason: adminReasonSchema.describe('The player’s written request this export answers (3-500 characters)'),
});
export type AdminDataExportQuery = z.infer<typeof adminDataExportQuerySchema>;

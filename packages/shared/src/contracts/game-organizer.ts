import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import { ATTENDANCE_MARKS } from '../domain/games.js';
import { bakuInstantSchema as instant } from './dates.js';
import { gameSummarySchema, paymentMethodSchema, registrationStatusSchema } from './games.js';
import { gameGuestSchema } from './guests.js';
import { manatSchema as manat } from './money.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';

/**
 * The organizer's console. Every game of an organizer is in exactly one view: `upcoming` until its
 * final whistle, then `needs_result` until the result is recorded (`past`), or `cancelled`.
 */
export const ORGANIZER_VIEWS = ['upcoming', 'needs_result', 'past', 'cancelled'] as const;
export type OrganizerView = (typeof ORGANIZER_VIEWS)[number];

export const organizedGamesQuerySchema = paginationQuerySchema.extend({
  view: z.enum(ORGANIZER_VIEWS).default('upcoming'),
});
export type OrganizedGamesQuery = z.input<typeof organizedGamesQuerySchema>;

/** A game in the organizer's list, with the weekly game it belongs to (the page groups them under it). */
export const organizedGameSchema = gameSummarySchema
  .extend({ series_id: z.uuid().nullable() })
  .meta({ id: 'OrganizedGame' });
export type OrganizedGame = z.infer<typeof organizedGameSchema>;

export const organizedGamesResponseSchema = paginatedSchema(organizedGameSchema)
  .extend({
    /** How many games each view holds: `needs_result` is the queue of results to record. */
    counts: z.object(
      Object.fromEntries(ORGANIZER_VIEWS.map((view) => [view, z.number().int()])) as {
        [K in OrganizerView]: z.ZodNumber;
      },
    ),
  })
  .meta({ id: 'OrganizedGames' });
export type OrganizedGamesResponse = z.infer<typeof organizedGamesResponseSchema>;

/** A booking as the organizer sees it, to take attendance and cash. */
export const gameRosterEntrySchema = contract('GameRosterEntry', {
  id: z.uuid(),
  player: z.object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    photo_url: z.string().nullable(),
  }),
  status: registrationStatusSchema,
  payment_method: paymentMethodSchema,
  price: manat,
  paid: z.boolean(),
  attendance: z.enum(ATTENDANCE_MARKS).nullable(),
  waitlist_position: z.number().int().nullable(),
  created_at: instant,
});
export type GameRosterEntry = z.infer<typeof gameRosterEntrySchema>;
export const gameRosterSchema = z.object({
  items: z.array(gameRosterEntrySchema),
  /** The guests players brought, each paid by its booker ("guest of X"). */
  guests: z.array(gameGuestSchema),
});
export type GameRoster = z.infer<typeof gameRosterSchema>;

export const updateRosterEntrySchema = strictContract('UpdateRosterEntry', {
  paid: z.literal(true).optional(),
  attendance: z.enum(ATTENDANCE_MARKS).nullable().optional(),
});
export const rosterEntryParamsSchema = z.object({ id: z.uuid(), registrationId: z.uuid() });

import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import { optionalQuery } from './query-params.js';
import { BAKU_BOUNDS } from '../domain/districts.js';
import { WEEKDAYS } from '../domain/player-profile.js';
import {
  VENUE_ADDRESS_LENGTH,
  VENUE_NAME_LENGTH,
  VENUE_PITCHES,
  VENUE_UPCOMING_GAMES_CHOICES,
  minutesOfClock,
} from '../domain/venue-admin.js';
import { VENUE_AMENITIES, VENUE_SURFACES } from '../domain/venues.js';
import { adminReasonSchema } from './user-admin.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';
import { phoneSchema } from './profile.js';
import { userText } from './text.js';
import { districtSchema, venueSchema, venueTypeSchema } from './venues.js';

const clock = z.string().refine((value) => minutesOfClock(value) !== null, 'clock_invalid');

/** One day's hours; a day left out is closed. `closes` before `opens` runs past midnight. */
export const openingHoursSchema = z
  .strictObject({ day: z.enum(WEEKDAYS), opens: clock, closes: clock })
  .refine((hours) => hours.opens !== hours.closes, { message: 'opening_hours_invalid', path: ['closes'] });

const uniqueDays = (hours: readonly { day: string }[]) =>
  new Set(hours.map((h) => h.day)).size === hours.length;

/** Every field of a venue an admin sets; coordinates must fall inside Baku. */
export const venueFields = z.strictObject({
  name: userText(VENUE_NAME_LENGTH, 'venue_name_length', { singleLine: true }),
  district: districtSchema,
  address: userText(VENUE_ADDRESS_LENGTH, 'venue_address_length', { singleLine: true }),
  latitude: z
    .number()
    .min(BAKU_BOUNDS.minLat, 'coordinates_outside_baku')
    .max(BAKU_BOUNDS.maxLat, 'coordinates_outside_baku'),
  longitude: z
    .number()
    .min(BAKU_BOUNDS.minLng, 'coordinates_outside_baku')
    .max(BAKU_BOUNDS.maxLng, 'coordinates_outside_baku'),
  type: venueTypeSchema,
  surface: z.enum(VENUE_SURFACES),
  amenities: z
    .array(z.enum(VENUE_AMENITIES))
    .max(VENUE_AMENITIES.length)
    .refine((list) => new Set(list).size === list.length, 'duplicate_values'),
  pitch_count: z
    .number()
    .int('venue_pitches_range')
    .min(VENUE_PITCHES.min, 'venue_pitches_range')
    .max(VENUE_PITCHES.max, 'venue_pitches_range'),
  phone: phoneSchema.nullable(),
  opening_hours: z.array(openingHoursSchema).max(7).refine(uniqueDays, 'duplicate_values').nullable(),
  reason: adminReasonSchema.optional(),
});

/** `POST /admin/venues`. */
export const createVenueSchema = venueFields.meta({ id: 'VenueCreate' });
export type CreateVenue = z.infer<typeof createVenueSchema>;

/** `PATCH /admin/venues/{id}`: only the fields sent change. */
export const updateVenueSchema = venueFields.partial().meta({ id: 'VenueUpdate' });
export type UpdateVenue = z.infer<typeof updateVenueSchema>;

/** A venue as admins manage it: the public venue with its state and its upcoming games. */
export const adminVenueSchema = venueSchema
  .extend({
    upcoming_games: z.number().int().min(0).describe('Open games that have not kicked off'),
    deactivated_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminVenue' });
export type AdminVenue = z.infer<typeof adminVenueSchema>;

export const adminVenueListQuerySchema = paginationQuerySchema.extend({
  search: optionalQuery(userText({ max: 100 }, 'too_big', { singleLine: true })),
  type: optionalQuery(venueTypeSchema),
  district: optionalQuery(districtSchema),
  status: optionalQuery(z.enum(['active', 'inactive'])),
});
export type AdminVenueListQuery = z.input<typeof adminVenueListQuerySchema>;
export const adminVenueListResponseSchema = paginatedSchema(adminVenueSchema);
export type AdminVenueListResponse = z.infer<typeof adminVenueListResponseSchema>;

/**
 * `POST /admin/venues/{id}/deactivate`. With upcoming games `upcoming_games` must say what happens
 * to them: `cancel` (everyone refunded, as when an organizer cancels) or `keep` (they still take place).
 */
export const deactivateVenueSchema = strictContract('VenueDeactivation', {
  upcoming_games: z.enum(VENUE_UPCOMING_GAMES_CHOICES).optional(),
  reason: adminReasonSchema,
});
export type DeactivateVenue = z.infer<typeof deactivateVenueSchema>;

export const deactivateVenueResultSchema = contract('VenueDeactivationResult', {
  venue: adminVenueSchema,
  cancelled_games: z.number().int().min(0),
  refunded_players: z.number().int().min(0),
});
export type DeactivateVenueResult = z.infer<typeof deactivateVenueResultSchema>;

export const activateVenueSchema = z.strictObject({ reason: adminReasonSchema.optional() });

export const venuePhotoParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  photoId: z.uuid(),
});

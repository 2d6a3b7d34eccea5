import { z } from 'zod';
import { contract } from './contract.js';
import { optionalQuery } from './query-params.js';
import { BAKU_DISTRICTS } from '../domain/districts.js';
import { WEEKDAYS } from '../domain/player-profile.js';
import { VENUE_AMENITIES, VENUE_SURFACES, VENUE_TYPES } from '../domain/venues.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';
import { searchTextSchema } from './text.js';

export const venueTypeSchema = z.enum(VENUE_TYPES);
export const districtSchema = z.enum(BAKU_DISTRICTS);

export const venueSchema = contract('Venue', {
  id: z.number().int(),
  name: z.string(),
  district: districtSchema,
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  type: venueTypeSchema,
  surface: z.enum(VENUE_SURFACES),
  amenities: z.array(z.enum(VENUE_AMENITIES)),
  pitch_count: z.number().int().min(1),
  phone: z.string().nullable(),
  maps_url: z.string(),
  photos: z.array(z.object({ id: z.uuid(), url: z.string() })),
  opening_hours: z
    .array(z.object({ day: z.enum(WEEKDAYS), opens: z.string(), closes: z.string() }))
    .nullable()
    .describe('Baku time, "HH:MM"; a day left out is closed; null when not known'),
  is_active: z.boolean().describe('False once an admin deactivated it: no new games'),
});
export type Venue = z.infer<typeof venueSchema>;

export const venueListQuerySchema = paginationQuerySchema.extend({
  search: searchTextSchema,
  type: optionalQuery(venueTypeSchema),
  district: optionalQuery(districtSchema),
});
export type VenueListQuery = z.input<typeof venueListQuerySchema>;

export const venueListResponseSchema = paginatedSchema(venueSchema);
export type VenueListResponse = z.infer<typeof venueListResponseSchema>;

export const venueIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BakuDistrict, OpeningHours, VenueAmenity, VenueSurface, VenueType } from '@oyna/shared';
import { timestamps, timestamptz } from './columns.js';

export interface VenuePhoto {
  id: string;
  url: string;
}

/** Football venues across Baku. `slug` is the stable key the seed upserts on. */
export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    district: text('district').$type<BakuDistrict>().notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    type: text('type').$type<VenueType>().notNull(),
    surface: text('surface').$type<VenueSurface>().notNull(),
    amenities: jsonb('amenities').$type<VenueAmenity[]>().notNull().default([]),
    pitchCount: smallint('pitch_count').notNull().default(1),
    phone: text('phone'),
    /** Admins' uploads, in order; each a 16:9 JPEG under a random name (docs/decisions/0020). */
    photos: jsonb('photos').$type<VenuePhoto[]>().notNull().default([]),
    /** Per weekday in Baku time; a day left out is closed; null when not known. */
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>(),
    /** Set when an admin deactivated the venue: it leaves the directory and takes no new games. */
    deactivatedAt: timestamptz('deactivated_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('venues_slug_unique').on(table.slug),
    index('venues_district_idx').on(table.district),
    index('venues_type_idx').on(table.type),
    index('venues_name_idx').on(table.name),
    check('venues_type_valid', sql`${table.type} in ('indoor', 'outdoor', 'futsal')`),
    check('venues_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('venues_longitude_range', sql`${table.longitude} between -180 and 180`),
    check('venues_pitch_count_positive', sql`${table.pitchCount} >= 1`),
  ],
);

/** `venue_id`: the venue a row is at (required). */
export const atVenue = () =>
  integer('venue_id')
    .notNull()
    .references(() => venues.id);

export type VenueRow = typeof venues.$inferSelect;
export type NewVenueRow = typeof venues.$inferInsert;

import { type GameSummary, type Venue, mapsUrl } from '@oyna/shared';
import type { VenueRow } from '../../db/schema.js';

/** A venue row as the API shows it (snake_case, with the maps link). */
export function toVenueResponse(row: VenueRow): Venue {
  return {
    id: row.id,
    name: row.name,
    district: row.district,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    type: row.type,
    surface: row.surface,
    amenities: row.amenities,
    pitch_count: row.pitchCount,
    phone: row.phone,
    maps_url: mapsUrl(row.latitude, row.longitude),
    photos: row.photos,
    opening_hours: row.openingHours,
    is_active: row.deactivatedAt === null,
  };
}

/** A venue as a game or a match shows it: where, and the maps link. */
export function toGameVenue(row: VenueRow): GameSummary['venue'] {
  return {
    id: row.id,
    name: row.name,
    district: row.district,
    address: row.address,
    type: row.type,
    maps_url: mapsUrl(row.latitude, row.longitude),
  };
}

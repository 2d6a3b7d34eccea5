export const VENUE_TYPES = ['indoor', 'outdoor', 'futsal'] as const;
export type VenueType = (typeof VENUE_TYPES)[number];

export const VENUE_SURFACES = ['artificial_grass', 'natural_grass', 'parquet', 'rubber'] as const;
export type VenueSurface = (typeof VENUE_SURFACES)[number];

export const VENUE_AMENITIES = [
  'showers',
  'changing_rooms',
  'parking',
  'lighting',
  'cafe',
  'wifi',
  'stands',
  'equipment_rental',
  'first_aid',
] as const;
export type VenueAmenity = (typeof VENUE_AMENITIES)[number];

/** A link that opens the venue's location in the phone's maps app (or the web map). */
export function mapsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

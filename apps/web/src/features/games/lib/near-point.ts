import { type Language, formatDecimal } from '@oyna/shared';

/** A point the game list measures distances from, in degrees. */
export interface NearPoint {
  lat: number;
  lng: number;
}

/**
 * Decimals kept of a coordinate: 0.001° is about 111 m north-south and about 85 m east-west in Baku
 * (40.4° N), so the server learns the player's place to about 100 m and no closer.
 */
export const NEAR_POINT_DECIMALS = 3;

const round = (degrees: number) => {
  const factor = 10 ** NEAR_POINT_DECIMALS;
  // `+ 0` turns a -0 from a tiny negative into 0, so the query key stays the same.
  return Math.round(degrees * factor) / factor + 0;
};

/** The browser's position rounded to about 100 m: what the list sends and keeps. */
export function roundNearPoint(position: { latitude: number; longitude: number }): NearPoint {
  return { lat: round(position.latitude), lng: round(position.longitude) };
}

/** Kilometres with one decimal, the decimal sign of the language: `1,2` (az, ru), `1.2` (en). */
export function formatDistanceKm(km: number, language: Language): string {
  return formatDecimal(km, 1, language);
}

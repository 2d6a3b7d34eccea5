import { BAKU_BOUNDS, type BakuDistrict } from '@oyna/shared';

/**
 * The offline map of Baku the venue form draws (decision 20): the box every venue is in, projected
 * flat (a degree of longitude is shorter than one of latitude here by cos 40.45°), with a coarse
 * outline of the Absheron coast and the districts' names. No tile or geocoder is ever called.
 */
export const MAP_WIDTH = 680;
export const MAP_HEIGHT = Math.round(
  (MAP_WIDTH * (BAKU_BOUNDS.maxLat - BAKU_BOUNDS.minLat)) /
    ((BAKU_BOUNDS.maxLng - BAKU_BOUNDS.minLng) * Math.cos((40.45 * Math.PI) / 180)),
);

/** Decimal places kept from a click (about a metre). */
export const PICKED_DECIMALS = 5;

export interface MapPoint {
  x: number;
  y: number;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Where a place is drawn on the map. */
export function toMapPoint({ latitude, longitude }: Coordinates): MapPoint {
  return {
    x: ((longitude - BAKU_BOUNDS.minLng) / (BAKU_BOUNDS.maxLng - BAKU_BOUNDS.minLng)) * MAP_WIDTH,
    y: ((BAKU_BOUNDS.maxLat - latitude) / (BAKU_BOUNDS.maxLat - BAKU_BOUNDS.minLat)) * MAP_HEIGHT,
  };
}

const round = (value: number) => Number(value.toFixed(PICKED_DECIMALS));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The coordinates of a point of the map, kept inside the box and rounded to a metre or so. */
export function fromMapPoint({ x, y }: MapPoint): Coordinates {
  const longitude = BAKU_BOUNDS.minLng + (x / MAP_WIDTH) * (BAKU_BOUNDS.maxLng - BAKU_BOUNDS.minLng);
  const latitude = BAKU_BOUNDS.maxLat - (y / MAP_HEIGHT) * (BAKU_BOUNDS.maxLat - BAKU_BOUNDS.minLat);
  return {
    latitude: round(clamp(latitude, BAKU_BOUNDS.minLat, BAKU_BOUNDS.maxLat)),
    longitude: round(clamp(longitude, BAKU_BOUNDS.minLng, BAKU_BOUNDS.maxLng)),
  };
}

/** A click at (clientX, clientY) on a map drawn in `rect` (the drawing may be scaled). */
export function coordinatesOfClick(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
): Coordinates {
  return fromMapPoint({
    x: ((clientX - rect.left) / rect.width) * MAP_WIDTH,
    y: ((clientY - rect.top) / rect.height) * MAP_HEIGHT,
  });
}

type LngLat = readonly [number, number];

/** The land inside the box, coarsely: the Absheron coast from Sumqayit round the Shah spit to Bibiheybat. */
const MAINLAND: readonly LngLat[] = [
  [49.6, 40.612],
  [49.66, 40.585],
  [49.72, 40.56],
  [49.78, 40.535],
  [49.85, 40.555],
  [49.9, 40.575],
  [49.97, 40.585],
  [50.04, 40.575],
  [50.1, 40.55],
  [50.13, 40.52],
  [50.2, 40.5],
  [50.26, 40.47],
  [50.3, 40.44],
  [50.35, 40.42],
  [50.38, 40.4],
  [50.37, 40.37],
  [50.3, 40.365],
  [50.21, 40.36],
  [50.1, 40.37],
  [50.03, 40.365],
  [49.98, 40.33],
  [49.95, 40.33],
  [49.93, 40.36],
  [49.88, 40.375],
  [49.855, 40.365],
  [49.84, 40.345],
  [49.83, 40.3],
  [49.8, 40.28],
  [49.6, 40.28],
];

const PIRALLAHI: readonly LngLat[] = [
  [50.3, 40.47],
  [50.33, 40.5],
  [50.37, 40.485],
  [50.34, 40.455],
];

const pathOf = (outline: readonly LngLat[]) =>
  outline
    .map(([longitude, latitude], index) => {
      const { x, y } = toMapPoint({ latitude, longitude });
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ') + ' Z';

/** The SVG paths of the land. */
export const LAND_PATHS: readonly string[] = [pathOf(MAINLAND), pathOf(PIRALLAHI)];

/** Where each district's name is written (roughly its middle). */
export const DISTRICT_LABELS: Readonly<Record<BakuDistrict, Coordinates>> = {
  binagadi: { latitude: 40.48, longitude: 49.82 },
  garadagh: { latitude: 40.32, longitude: 49.68 },
  khatai: { latitude: 40.385, longitude: 49.96 },
  khazar: { latitude: 40.44, longitude: 50.2 },
  narimanov: { latitude: 40.415, longitude: 49.87 },
  nasimi: { latitude: 40.392, longitude: 49.83 },
  nizami: { latitude: 40.405, longitude: 49.935 },
  pirallahi: { latitude: 40.51, longitude: 50.33 },
  sabail: { latitude: 40.345, longitude: 49.805 },
  sabunchu: { latitude: 40.46, longitude: 49.98 },
  surakhani: { latitude: 40.42, longitude: 50.06 },
  yasamal: { latitude: 40.375, longitude: 49.765 },
};

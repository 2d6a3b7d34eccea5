import { BAKU_BOUNDS } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH, coordinatesOfClick, fromMapPoint, toMapPoint } from './baku-map-geometry';

describe('the offline map of Baku', () => {
  it('is about twice as wide as it is high, like the box it draws', () => {
    expect(MAP_WIDTH / MAP_HEIGHT).toBeGreaterThan(1.7);
    expect(MAP_WIDTH / MAP_HEIGHT).toBeLessThan(1.9);
  });

  it('puts the north-west corner top left and the south-east corner bottom right', () => {
    expect(toMapPoint({ latitude: BAKU_BOUNDS.maxLat, longitude: BAKU_BOUNDS.minLng })).toEqual({
      x: 0,
      y: 0,
    });
    const corner = toMapPoint({ latitude: BAKU_BOUNDS.minLat, longitude: BAKU_BOUNDS.maxLng });
    expect(corner.x).toBeCloseTo(MAP_WIDTH);
    expect(corner.y).toBeCloseTo(MAP_HEIGHT);
  });

  it('gives back the coordinates of a drawn place, to five decimals', () => {
    const fountainSquare = { latitude: 40.37124, longitude: 49.83703 };
    expect(fromMapPoint(toMapPoint(fountainSquare))).toEqual(fountainSquare);
  });

  it('keeps a click on the edge inside the box', () => {
    const picked = fromMapPoint({ x: -20, y: MAP_HEIGHT + 20 });
    expect(picked).toEqual({ latitude: BAKU_BOUNDS.minLat, longitude: BAKU_BOUNDS.minLng });
  });

  it('reads a click on a map drawn at half its size', () => {
    const rect = { left: 100, top: 50, width: MAP_WIDTH / 2, height: MAP_HEIGHT / 2 };
    const middle = coordinatesOfClick(100 + MAP_WIDTH / 4, 50 + MAP_HEIGHT / 4, rect);
    expect(middle.latitude).toBeCloseTo((BAKU_BOUNDS.minLat + BAKU_BOUNDS.maxLat) / 2, 4);
    expect(middle.longitude).toBeCloseTo((BAKU_BOUNDS.minLng + BAKU_BOUNDS.maxLng) / 2, 4);
  });
});

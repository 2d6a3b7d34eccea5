import { describe, expect, it } from 'vitest';
import { formatDistanceKm, roundNearPoint } from './near-point';
import { locatePlayer } from './locate-player';

describe('the player position is rounded to about 100 m before it leaves the browser', () => {
  it('keeps three decimals of each coordinate', () => {
    expect(roundNearPoint({ latitude: 40.409_262, longitude: 49.867_092 })).toEqual({
      lat: 40.409,
      lng: 49.867,
    });
    expect(roundNearPoint({ latitude: 40.379_5, longitude: 49.848_51 })).toEqual({ lat: 40.38, lng: 49.849 });
  });

  it('moves the point by at most about 80 m in Baku', () => {
    const exact = { latitude: 40.409_499, longitude: 49.867_499 };
    const rounded = roundNearPoint(exact);
    const northMetres = Math.abs(rounded.lat - exact.latitude) * 111_320;
    const eastMetres = Math.abs(rounded.lng - exact.longitude) * 111_320 * Math.cos((40.4 * Math.PI) / 180);
    expect(Math.hypot(northMetres, eastMetres)).toBeLessThan(80);
  });

  it('gives the same point for positions a few metres apart (one query, one cache entry)', () => {
    expect(roundNearPoint({ latitude: 40.409_1, longitude: 49.867_1 })).toEqual(
      roundNearPoint({ latitude: 40.409_3, longitude: 49.867_3 }),
    );
  });

  it('never writes -0', () => {
    expect(Object.is(roundNearPoint({ latitude: -0.000_1, longitude: -0.000_2 }).lat, 0)).toBe(true);
  });
});

describe('the distance on a card', () => {
  it('has one decimal with a comma in Azerbaijani and Russian, a point in English', () => {
    expect(formatDistanceKm(1.2, 'az')).toBe('1,2');
    expect(formatDistanceKm(1.2, 'ru')).toBe('1,2');
    expect(formatDistanceKm(1.2, 'en')).toBe('1.2');
    expect(formatDistanceKm(12, 'az')).toBe('12,0');
  });
});

function fakeGeolocation(answer: { coords: { latitude: number; longitude: number } } | { code: number }) {
  return {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      if ('coords' in answer) success(answer as unknown as GeolocationPosition);
      else
        failure?.({
          code: answer.code,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
    },
  } as unknown as Geolocation;
}

describe('asking the browser where the player is', () => {
  it('answers the rounded point when the player allows it', async () => {
    const geolocation = fakeGeolocation({ coords: { latitude: 40.377_77, longitude: 49.892_22 } });
    await expect(locatePlayer(geolocation)).resolves.toEqual({
      status: 'located',
      point: { lat: 40.378, lng: 49.892 },
    });
  });

  it('tells a refusal apart from a missing fix or a browser without geolocation', async () => {
    await expect(locatePlayer(fakeGeolocation({ code: 1 }))).resolves.toEqual({ status: 'denied' });
    await expect(locatePlayer(fakeGeolocation({ code: 3 }))).resolves.toEqual({ status: 'unavailable' });
    await expect(locatePlayer(undefined)).resolves.toEqual({ status: 'unavailable' });
  });
});

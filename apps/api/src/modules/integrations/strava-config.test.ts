import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { createStravaClient, isStravaEnabled } from './strava-client.js';

describe('Strava settings', () => {
  it('are off by default, pointing at www.strava.com', () => {
    const config = loadConfig({});
    expect(isStravaEnabled(config)).toBe(false);
    expect(createStravaClient(config)).toBeNull();
    expect(config.STRAVA_BASE_URL).toBe('https://www.strava.com');
  });

  it('refuse to start with a client id but no secret', () => {
    expect(() => loadConfig({ STRAVA_CLIENT_ID: '4242' })).toThrow(/STRAVA_CLIENT_SECRET/);
  });

  it('take plain http for Strava only on this machine', () => {
    expect(() => loadConfig({ STRAVA_BASE_URL: 'http://strava.example' })).toThrow(ConfigError);
    expect(loadConfig({ STRAVA_BASE_URL: 'http://127.0.0.1:4000/' }).STRAVA_BASE_URL).toBe(
      'http://127.0.0.1:4000',
    );
  });

  it('send the player back to the web app callback page under PUBLIC_URL', () => {
    const strava = createStravaClient(
      loadConfig({ STRAVA_CLIENT_ID: '4242', STRAVA_CLIENT_SECRET: 's', PUBLIC_URL: 'https://app.oyna.az/' }),
    );
    const url = new URL(strava?.authorizeUrl('abc') ?? '');
    expect(url.href.startsWith('https://www.strava.com/oauth/authorize?')).toBe(true);
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.oyna.az/integrations/strava/callback');
    expect(url.searchParams.get('state')).toBe('abc');
  });
});

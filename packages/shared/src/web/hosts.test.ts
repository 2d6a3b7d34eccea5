import { describe, expect, it } from 'vitest';
import { homePageFor, hostName, isAppHost, marketingHomeUrl, marketingOrigin } from './hosts.js';

describe('host rules', () => {
  it.each(['app.oyna.az', 'APP.oyna.az', 'app.oyna.az:8443', 'app.localhost:3220'])(
    '%s is the app sub-host',
    (host) => expect(isAppHost(host)).toBe(true),
  );

  it.each(['oyna.az', 'www.oyna.az', 'localhost:3000', 'apps.oyna.az', 'myapp.oyna.az', '127.0.0.1'])(
    '%s is the marketing host',
    (host) => expect(isAppHost(host)).toBe(false),
  );

  it('APP_HOST names an app host that does not start with app.', () => {
    expect(isAppHost('play.oyna.az', 'play.oyna.az')).toBe(true);
    expect(isAppHost('Play.Oyna.az:443', 'play.oyna.az')).toBe(true);
    expect(isAppHost('oyna.az', 'play.oyna.az')).toBe(false);
  });

  it('on the app host / redirects to /login and keeps the query', () => {
    expect(homePageFor('app.oyna.az', '')).toEqual({ kind: 'redirect', location: '/login' });
    expect(homePageFor('app.oyna.az', '?lang=ru')).toEqual({ kind: 'redirect', location: '/login?lang=ru' });
    expect(homePageFor('play.oyna.az', 'lang=en', 'play.oyna.az')).toEqual({
      kind: 'redirect',
      location: '/login?lang=en',
    });
  });

  it('on the marketing host / is the landing page, never a redirect', () => {
    expect(homePageFor('oyna.az', '')).toEqual({ kind: 'landing' });
    expect(homePageFor('localhost:3000', '?lang=ru')).toEqual({ kind: 'landing' });
  });

  it('the way back to the marketing site leaves the app sub-host', () => {
    expect(marketingOrigin({ protocol: 'https', host: 'app.oyna.az' })).toBe('https://oyna.az');
    expect(marketingOrigin({ protocol: 'http:', host: 'app.localhost:3220' })).toBe('http://localhost:3220');
    expect(marketingOrigin({ protocol: 'https', host: 'oyna.az' })).toBe('https://oyna.az');
    expect(marketingOrigin({ protocol: 'https', host: 'play.oyna.az', siteUrl: 'https://oyna.az/' })).toBe(
      'https://oyna.az',
    );
    expect(marketingHomeUrl('https://oyna.az', 'ru')).toBe('https://oyna.az/?lang=ru');
  });

  it('reads the host name without port or case', () => {
    expect(hostName('Oyna.AZ:80')).toBe('oyna.az');
    expect(hostName('[::1]:3000')).toBe('[::1]');
  });
});

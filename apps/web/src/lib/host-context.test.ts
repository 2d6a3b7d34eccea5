// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hostContext, marketingSiteUrl } from './host-context';

function setMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name^="oyna-"]')) meta.remove();
});

describe('host context', () => {
  it('on the marketing host the back button is a path with ?lang=', () => {
    expect(hostContext().appHost).toBe(false);
    expect(marketingSiteUrl('ru')).toBe('/?lang=ru');
  });

  it('on the app host (told by the server) the back button leads to the marketing host', () => {
    setMeta('oyna-host', 'app');
    setMeta('oyna-site', 'https://oyna.az');
    expect(hostContext()).toEqual({ appHost: true, siteOrigin: 'https://oyna.az' });
    expect(marketingSiteUrl('en')).toBe('https://oyna.az/?lang=en');
  });
});

import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent.js';

describe('a device read from its user agent', () => {
  it.each([
    [
      'Chrome on an Android phone',
      'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', os: 'Android', deviceType: 'phone' },
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS', deviceType: 'phone' },
    ],
    [
      'Edge on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
      { browser: 'Edge', os: 'Windows', deviceType: 'desktop' },
    ],
    [
      'Firefox on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
      { browser: 'Firefox', os: 'macOS', deviceType: 'desktop' },
    ],
    [
      'Yandex Browser on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 YaBrowser/24.4.0.0 Safari/537.36',
      { browser: 'Yandex Browser', os: 'Windows', deviceType: 'desktop' },
    ],
    [
      'Safari on an iPad',
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iPadOS', deviceType: 'tablet' },
    ],
    [
      'Chrome on an Android tablet',
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Android', deviceType: 'tablet' },
    ],
    ['a script', 'curl/8.5.0', { browser: null, os: null, deviceType: null }],
    ['nothing', null, { browser: null, os: null, deviceType: null }],
  ])('%s', (_device, userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { siteHomeAction } from './site-home';

describe('/ inside the app', () => {
  it('on the app host is the sign-in page, wherever the app was opened', () => {
    expect(siteHomeAction({ appHost: true, loadedAt: '/dashboard' })).toBe('sign-in');
    expect(siteHomeAction({ appHost: true, loadedAt: '/' })).toBe('sign-in');
  });

  it('on the marketing host loads the pre-rendered landing page from the server', () => {
    expect(siteHomeAction({ appHost: false, loadedAt: '/login' })).toBe('load-landing');
    expect(siteHomeAction({ appHost: false, loadedAt: '/no/such/page' })).toBe('load-landing');
  });

  it('never reloads / when the server already answered / with the app (no loop)', () => {
    expect(siteHomeAction({ appHost: false, loadedAt: '/' })).toBe('into-app');
  });
});

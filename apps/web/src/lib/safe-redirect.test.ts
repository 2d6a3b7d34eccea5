import { describe, expect, it } from 'vitest';
import { loginPathFor, onboardingPathFor, safeNextPath, withNext } from './safe-redirect';

describe('safeNextPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/teams/42?tab=members#top', '/teams/42?tab=members#top'],
    ['/venues?search=g%C9%99nclik', '/venues?search=g%C9%99nclik'],
    ['/profile/../dashboard', '/dashboard'],
  ])('keeps the internal path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  /** Inputs that would lead off the site, each as an attacker would put it into `?next=` or `?return_to=`. */
  const HOSTILE: [string, string][] = [
    ['an absolute URL', 'https://evil.example/phish'],
    ['a scheme-relative URL', '//evil.example/phish'],
    ['three slashes', '///evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash then a slash', '/\\/evil.example'],
    ['a dot segment that leaves //', '/..//evil.example/owned'],
    ['two dot segments that leave //', '/a/../..//evil.example'],
    ['a dot segment that leaves /\\', '/../\\evil.example'],
    ['a single-dot segment that leaves //', '/.//evil.example'],
    ['percent-encoded dots that leave //', '/%2e%2e//evil.example'],
    ['upper-case encoded dots', '/%2E%2E//evil.example'],
    ['half-encoded dots', '/.%2e//evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['a mixed-case scheme', 'JaVaScRiPt:alert(1)'],
    ['a scheme with one slash', 'https:/evil.example'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'evil.example'],
    ['a tab inside //', '/\t/evil.example'],
    ['a newline inside //', '/\n/evil.example'],
    ['a carriage return inside //', '/\r/evil.example'],
    ['a leading space', ' //evil.example'],
    ['a tab', '/\tevil'],
    ['a NUL', '/\u0000evil'],
    ['DEL', '/\u007fevil'],
    ['nothing', ''],
    ['the sign-in page', '/login'],
    ['the sign-in page with its own next', '/login?next=/dashboard'],
    ['the sign-in page reached by a dot segment', '/games/../login'],
    ['the registration page', '/register'],
    ['the OAuth callback', '/auth/google/callback?code=x'],
    ['something very long', `/${'a'.repeat(3000)}`],
  ];

  it.each(HOSTILE)('refuses %s', (_kind, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it.each([
    ['an encoded newline (a harmless path)', '/%0a', '/%0a'],
    ['encoded slashes (a harmless path)', '/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['an encoded backslash (a harmless path)', '/%5Cevil.example', '/%5Cevil.example'],
    ['a dot segment that stays home', '/games/../dashboard', '/dashboard'],
    ['// inside the query', '/games?search=//evil.example', '/games?search=//evil.example'],
  ])('keeps %s on this site', (_kind, raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it('refuses what is not a string', () => {
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(['/dashboard'])).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('points back to the protected page with its query', () => {
    expect(loginPathFor({ pathname: '/teams/7', search: '?tab=members' })).toBe(
      '/login?next=%2Fteams%2F7%3Ftab%3Dmembers',
    );
  });

  it('is plain /login from the start page or a sign-in page', () => {
    expect(loginPathFor({ pathname: '/' })).toBe('/login');
    expect(loginPathFor({ pathname: '/login', search: '?next=%2Fprofile' })).toBe('/login');
  });

  it('withNext carries the target between login and register', () => {
    expect(withNext('/register', '/profile')).toBe('/register?next=%2Fprofile');
    expect(withNext('/register', null)).toBe('/register');
  });
});

describe('the way into onboarding', () => {
  it('keeps the page the player opened, to go on to it afterwards', () => {
    expect(onboardingPathFor({ pathname: '/games/42', search: '?lang=ru' })).toBe(
      '/onboarding?next=%2Fgames%2F42%3Flang%3Dru',
    );
  });

  it('is plain for the dashboard, the home page or an unsafe address', () => {
    expect(onboardingPathFor({ pathname: '/dashboard' })).toBe('/onboarding');
    expect(onboardingPathFor({ pathname: '/' })).toBe('/onboarding');
    expect(onboardingPathFor({ pathname: '//evil.example' })).toBe('/onboarding');
  });
});

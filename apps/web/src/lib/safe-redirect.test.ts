import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath, withNext } from './safe-redirect';

describe('safeNextPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/teams/42?tab=members#top', '/teams/42?tab=members#top'],
    ['/venues?search=g%C9%99nclik', '/venues?search=g%C9%99nclik'],
    ['/profile/../dashboard', '/dashboard'],
  ])('keeps the internal path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/\tevil',
    '/%0a',
    '',
    '/login',
    '/login?next=/dashboard',
    '/register',
    '/auth/google/callback?code=x',
    `/${'a'.repeat(3000)}`,
  ])('refuses %s', (raw) => {
    const result = safeNextPath(raw);
    // `/%0a` is an encoded, harmless path and may stay; everything else is refused outright.
    if (raw === '/%0a') expect(result).toBe('/%0a');
    else expect(result).toBeNull();
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

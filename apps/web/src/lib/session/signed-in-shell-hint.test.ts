import { describe, expect, it } from 'vitest';
import type { SessionUser } from './session-store';
import { SIGNED_IN_SHELL_COOKIE, signedInShellCookie, signedInShellHint } from './signed-in-shell-hint';

const player = (changes: Partial<SessionUser> = {}): SessionUser => ({
  id: '7b6f0c2e-3d51-4b8e-9a3f-1c2d3e4f5a6b',
  email: 'aysel@example.com',
  first_name: 'Aysel',
  last_name: 'Məmmədova',
  full_name: 'Aysel Məmmədova',
  language: 'az',
  role: 'player',
  photo_url: null,
  needs_onboarding: false,
  has_password: true,
  email_verified: true,
  ...changes,
});

describe('signedInShellHint', () => {
  it('is the first name of a signed-in plain player', () => {
    expect(signedInShellHint(player(), true)).toBe('Aysel');
    expect(signedInShellHint(player({ first_name: '  Aysel ' }), true)).toBe('Aysel');
    expect(signedInShellHint(player({ email: null, email_verified: false }), true)).toBe('Aysel');
  });

  it('is null when the drawn pages would not be theirs', () => {
    expect(signedInShellHint(null, false)).toBeNull();
    expect(signedInShellHint(player(), false)).toBeNull();
    expect(signedInShellHint(player({ role: 'organizer' }), true)).toBeNull();
    expect(signedInShellHint(player({ role: 'referee' }), true)).toBeNull();
    expect(signedInShellHint(player({ role: 'admin' }), true)).toBeNull();
    expect(signedInShellHint(player({ needs_onboarding: true }), true)).toBeNull();
    expect(signedInShellHint(player({ email_verified: false }), true)).toBeNull();
    expect(signedInShellHint(player({ first_name: ' ' }), true)).toBeNull();
    expect(signedInShellHint(player({ first_name: 'A'.repeat(41) }), true)).toBeNull();
  });
});

describe('signedInShellCookie', () => {
  it('writes the name encoded, for the whole site, and removes it with null', () => {
    expect(signedInShellCookie('Aysel; x=1', false)).toBe(
      `${SIGNED_IN_SHELL_COOKIE}=Aysel%3B%20x%3D1; Path=/; SameSite=Lax; Max-Age=2592000`,
    );
    expect(signedInShellCookie('Rəşad', true)).toBe(
      `${SIGNED_IN_SHELL_COOKIE}=R%C9%99%C5%9Fad; Path=/; SameSite=Lax; Secure; Max-Age=2592000`,
    );
    expect(signedInShellCookie(null, true)).toBe(
      `${SIGNED_IN_SHELL_COOKIE}=; Path=/; SameSite=Lax; Secure; Max-Age=0`,
    );
  });
});

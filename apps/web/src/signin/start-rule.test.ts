import { describe, expect, it } from 'vitest';
import { buttonKey, startAtOnceReason, type StartFacts } from './start-rule';

const quiet: StartFacts = {
  search: '',
  session: null,
  providerTokens: false,
  language: null,
  theme: null,
  drawn: { language: 'az', theme: 'dark', page: '/login' },
  path: '/login',
  online: true,
  signedInPage: false,
};

describe('when the sign-in page starts the app at once', () => {
  it('waits for the visitor on a first visit, or when the stored choices match the drawn page', () => {
    expect(startAtOnceReason(quiet)).toBeNull();
    expect(
      startAtOnceReason({
        ...quiet,
        search: '?next=%2Fgames',
        language: 'az',
        theme: JSON.stringify({ state: { isDarkMode: true }, version: 0 }),
        session: JSON.stringify({ state: { token: null, refreshToken: null, user: null }, version: 0 }),
      }),
    ).toBeNull();
    expect(
      startAtOnceReason({
        ...quiet,
        language: 'ru-RU',
        drawn: { language: 'ru', theme: 'dark', page: '/login' },
      }),
    ).toBeNull();
  });

  it("starts at once on a returning player's page, whose data only the app can fill in", () => {
    expect(
      startAtOnceReason({
        ...quiet,
        drawn: { language: 'az', theme: 'dark', page: '' },
        path: '/dashboard',
        signedInPage: true,
      }),
    ).toBe('data');
  });

  it('starts at once offline, or when a saved copy of the page stands for another address', () => {
    expect(startAtOnceReason({ ...quiet, online: false })).toBe('offline');
    expect(startAtOnceReason({ ...quiet, path: '/dashboard' })).toBe('page');
  });

  it('starts at once when signed in, asked for a language by link, or stored otherwise', () => {
    const session = JSON.stringify({ state: { token: 't', refreshToken: 'r' }, version: 0 });
    expect(startAtOnceReason({ ...quiet, session })).toBe('session');
    expect(startAtOnceReason({ ...quiet, providerTokens: true })).toBe('session');
    expect(startAtOnceReason({ ...quiet, search: '?lang=en' })).toBe('query');
    expect(startAtOnceReason({ ...quiet, search: '?lng=ru' })).toBe('query');
    expect(startAtOnceReason({ ...quiet, language: 'en' })).toBe('language');
    const light = JSON.stringify({ state: { isDarkMode: false }, version: 0 });
    expect(startAtOnceReason({ ...quiet, theme: light })).toBe('theme');
    expect(
      startAtOnceReason({
        ...quiet,
        theme: light,
        drawn: { language: 'az', theme: 'light', page: '/login' },
      }),
    ).toBeNull();
  });

  it('takes what it cannot read for nothing stored', () => {
    expect(startAtOnceReason({ ...quiet, session: '{oops', theme: 'null' })).toBeNull();
  });
});

describe('the button a held press stands for', () => {
  it('is its test id, else its place', () => {
    expect(buttonKey({ testId: 'theme-toggle', index: 1 })).toBe('id:theme-toggle');
    expect(buttonKey({ testId: null, index: 4 })).toBe('at:4');
  });
});

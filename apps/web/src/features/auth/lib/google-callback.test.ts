// @vitest-environment jsdom
import type { AuthResponse } from '@oyna/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { GoogleCallbackError, finishGoogleCallbackOnce } from './google-callback';
import { OAUTH_LANGUAGE_KEY, OAUTH_NEXT_KEY, rememberBeforeGoogle } from './oauth-storage';
import { providerDestination } from './provider-sign-in';

const answer: AuthResponse = {
  tokens: { access_token: 'g-access', refresh_token: 'g-refresh' },
  user: {
    id: '8a8e3f4e-1b9c-4c53-9a53-5b0c0f7f1a01',
    email: 'farid@gmail.com',
    first_name: 'Fərid',
    last_name: 'Quliyev',
    full_name: 'Fərid Quliyev',
    balance: 0,
    language: 'ru',
    role: 'player',
    photo_url: null,
    needs_onboarding: true,
    has_password: false,
    email_verified: true,
  },
  needs_onboarding: true,
};

const get = vi.spyOn(apiClient, 'get');

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  get.mockReset();
  await i18n.changeLanguage('az');
});

describe('the Google callback', () => {
  it('trades a code once, even when asked twice (StrictMode runs effects twice)', async () => {
    get.mockResolvedValue({ data: answer });
    const search = new URLSearchParams({ code: 'code-1', state: 'state-1', iss: 'http://127.0.0.1:1' });
    const [first, second] = await Promise.all([
      finishGoogleCallbackOnce(search),
      finishGoogleCallbackOnce(search),
    ]);
    expect(first).toBe(second);
    expect(get).toHaveBeenCalledExactlyOnceWith('/auth/oauth/google/callback', {
      params: { code: 'code-1', state: 'state-1', iss: 'http://127.0.0.1:1' },
    });
  });

  it('restores the language chosen before leaving, before the exchange, and forgets it', async () => {
    rememberBeforeGoogle('ru', '/teams/7');
    get.mockImplementation(async () => {
      expect(i18n.language).toBe('ru');
      return { data: answer };
    });
    const result = await finishGoogleCallbackOnce(new URLSearchParams({ code: 'code-2', state: 's' }));
    expect(result.next).toBe('/teams/7');
    expect(window.localStorage.getItem(OAUTH_LANGUAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(OAUTH_NEXT_KEY)).toBeNull();
  });

  it.each([
    ['no code', { state: 's' }],
    ['no state', { code: 'c' }],
    ['an error from Google', { error: 'access_denied', state: 's', code: 'c' }],
  ])('fails without a request when there is %s', async (_case, query) => {
    await expect(finishGoogleCallbackOnce(new URLSearchParams(query))).rejects.toBeInstanceOf(
      GoogleCallbackError,
    );
    expect(get).not.toHaveBeenCalled();
  });

  it('ignores a stored return address that leaves the site', async () => {
    window.sessionStorage.setItem(OAUTH_NEXT_KEY, '//evil.example');
    get.mockResolvedValue({ data: answer });
    const result = await finishGoogleCallbackOnce(new URLSearchParams({ code: 'code-3', state: 's' }));
    expect(result.next).toBeNull();
  });

  it('sends a new player to onboarding, a returning one where they were going', () => {
    expect(providerDestination(true, '/teams/7')).toBe('/onboarding?next=%2Fteams%2F7');
    expect(providerDestination(true, null)).toBe('/onboarding');
    expect(providerDestination(false, '/teams/7')).toBe('/teams/7');
    expect(providerDestination(false, null)).toBe('/dashboard');
  });
});

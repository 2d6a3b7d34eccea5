// @vitest-environment jsdom
import type { LoginResponse, TokenPair, User } from '@oyna/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { i18n } from '../i18n';
import type { SessionApi } from './session-api';
import {
  toSessionUser,
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  SESSION_STORAGE_KEY,
  createSessionStore,
  sessionEndedByLogout,
} from './session-store';

function user(overrides: Partial<User> = {}): User {
  return {
    id: '8a8e3f4e-1b9c-4c53-9a53-5b0c0f7f1a01',
    email: 'leyla@example.az',
    first_name: 'Leyla',
    last_name: 'Əliyeva',
    full_name: 'Leyla Əliyeva',
    balance: 12.5,
    language: 'az',
    role: 'player',
    photo_url: null,
    needs_onboarding: false,
    has_password: true,
    email_verified: true,
    ...overrides,
  };
}

const unauthorized = () =>
  new ApiError({ message: 'Daxil olmaq lazımdır.', status: 401, code: 'unauthorized' });
const offline = () => new ApiError({ message: 'Şəbəkə xətası.', status: null, code: 'network_error' });
const rateLimited = () => new ApiError({ message: 'Çox sorğu.', status: 429, code: 'rate_limited' });
const serverError = () => new ApiError({ message: 'Server xətası.', status: 503, code: 'server_error' });

function fakeApi(overrides: Partial<SessionApi> = {}) {
  return {
    loginWithPassword: vi.fn<SessionApi['loginWithPassword']>(async (): Promise<LoginResponse> => ({
      access_token: 'a1',
      refresh_token: 'r1',
      token_type: 'bearer',
    })),
    getMe: vi.fn<SessionApi['getMe']>(async () => user()),
    refreshTokens: vi.fn<SessionApi['refreshTokens']>(async (): Promise<TokenPair> => ({
      access_token: 'a2',
      refresh_token: 'r2',
    })),
    logout: vi.fn<SessionApi['logout']>(async () => undefined),
    updateProfile: vi.fn<SessionApi['updateProfile']>(async (changes) => user(changes)),
    ...overrides,
  };
}

function setup(api = fakeApi()) {
  const header = { value: null as string | null };
  const navigate = vi.fn<(to: string) => void>();
  const whenOnline = vi.fn<(callback: () => void) => void>();
  const store = createSessionStore({
    api,
    storage: () => window.localStorage,
    setAuthHeader: (token) => {
      header.value = token;
    },
    navigate,
    currentLanguage: () => (i18n.resolvedLanguage ?? 'az') as 'az',
    changeLanguage: (language) => void i18n.changeLanguage(language),
    whenOnline,
  });
  return { store, api, header, navigate, whenOnline };
}

function storeSession(session: Record<string, unknown>) {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: session, version: 0 }));
}

function storedSession(): Record<string, unknown> | null {
  const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : null;
}

beforeEach(async () => {
  window.localStorage.clear();
  await i18n.changeLanguage('az');
});
afterEach(() => vi.restoreAllMocks());

describe('session store: startup', () => {
  it('is loading at start and, with no stored token, just stops loading without a request', async () => {
    const { store, api } = setup();
    expect(store.getState().isLoading).toBe(true);
    await store.getState().checkAuth();
    expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
    expect(api.getMe).not.toHaveBeenCalled();
  });

  it('with a stored token sets the auth header and loads the user from /auth/me', async () => {
    storeSession({ user: null, token: 'a1', refreshToken: 'r1', isAuthenticated: true });
    const { store, api, header } = setup();
    expect(header.value).toBe('a1');
    await store.getState().checkAuth();
    expect(api.getMe).toHaveBeenCalledTimes(1);
    expect(api.refreshTokens).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: true,
      user: toSessionUser(user()),
    });
  });

  it('when /auth/me fails, refreshes and asks /auth/me again', async () => {
    storeSession({ user: user(), token: 'expired', refreshToken: 'r1', isAuthenticated: true });
    const getMe = vi
      .fn<SessionApi['getMe']>()
      .mockRejectedValueOnce(unauthorized())
      .mockResolvedValue(user());
    const api = fakeApi({ getMe });
    const { store, header } = setup(api);
    await store.getState().checkAuth();
    expect(api.refreshTokens).toHaveBeenCalledExactlyOnceWith('r1');
    expect(getMe).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ token: 'a2', refreshToken: 'r2', isAuthenticated: true });
    expect(header.value).toBe('a2');
    expect(storedSession()).toMatchObject({ token: 'a2', refreshToken: 'r2' });
  });

  it('when the refresh fails too, clears the session', async () => {
    storeSession({ user: user(), token: 'expired', refreshToken: 'revoked', isAuthenticated: true });
    const api = fakeApi({
      getMe: vi.fn(async () => Promise.reject(unauthorized())),
      refreshTokens: vi.fn(async () => Promise.reject(unauthorized())),
    });
    const { store, header } = setup(api);
    await store.getState().checkAuth();
    expect(store.getState()).toMatchObject({
      user: null,
      token: null,
      refreshToken: null,
      isAuthenticated: false,
      isLoading: false,
    });
    expect(header.value).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['offline', offline],
    ['rate-limited (429)', rateLimited],
    ['failing (5xx)', serverError],
  ])(
    'keeps the stored session when /auth/me is %s, and checks again once back online',
    async (_, failure) => {
      storeSession({ user: user(), token: 'a1', refreshToken: 'r1', isAuthenticated: true });
      const getMe = vi.fn<SessionApi['getMe']>().mockRejectedValueOnce(failure()).mockResolvedValue(user());
      const { store, api, whenOnline } = setup(fakeApi({ getMe }));
      await store.getState().checkAuth();
      expect(api.refreshTokens).not.toHaveBeenCalled();
      expect(store.getState()).toMatchObject({
        isLoading: false,
        isAuthenticated: true,
        token: 'a1',
        refreshToken: 'r1',
        user: toSessionUser(user()),
      });
      expect(storedSession()).toMatchObject({ token: 'a1', refreshToken: 'r1', isAuthenticated: true });
      expect(whenOnline).toHaveBeenCalledTimes(1);
      whenOnline.mock.calls[0]?.[0]();
      await vi.waitFor(() => expect(getMe).toHaveBeenCalledTimes(2));
    },
  );

  it.each([
    ['offline', offline],
    ['rate-limited (429)', rateLimited],
    ['failing (5xx)', serverError],
  ])('keeps the stored session when the access token expired and the refresh is %s', async (_, failure) => {
    storeSession({ user: user(), token: 'expired', refreshToken: 'r1', isAuthenticated: true });
    const api = fakeApi({
      getMe: vi.fn(async () => Promise.reject(unauthorized())),
      refreshTokens: vi.fn(async () => Promise.reject(failure())),
    });
    const { store } = setup(api);
    await store.getState().checkAuth();
    expect(store.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: true,
      token: 'expired',
      refreshToken: 'r1',
    });
    expect(storedSession()).toMatchObject({ refreshToken: 'r1' });
  });

  it('runs one check at a time (React StrictMode mounts twice)', async () => {
    storeSession({ user: null, token: 'a1', refreshToken: 'r1', isAuthenticated: true });
    const { store, api } = setup();
    await Promise.all([store.getState().checkAuth(), store.getState().checkAuth()]);
    expect(api.getMe).toHaveBeenCalledTimes(1);
  });
});

describe('session store: sign-in and storage', () => {
  it('login stores the tokens, loads the user and marks the session authenticated', async () => {
    const { store, api, header } = setup();
    await store.getState().login({ email: 'leyla@example.az', password: 'secret-password' });
    expect(api.loginWithPassword).toHaveBeenCalledWith({
      email: 'leyla@example.az',
      password: 'secret-password',
    });
    expect(store.getState()).toMatchObject({
      token: 'a1',
      refreshToken: 'r1',
      isAuthenticated: true,
      isLoading: false,
      user: toSessionUser(user()),
    });
    expect(header.value).toBe('a1');
  });

  it('persists exactly user, token, refreshToken and isAuthenticated under auth-storage', async () => {
    const { store } = setup();
    await store.getState().login({ email: 'leyla@example.az', password: 'secret-password' });
    expect(Object.keys(storedSession() ?? {}).sort()).toEqual(
      ['isAuthenticated', 'refreshToken', 'token', 'user'].sort(),
    );
    expect(storedSession()).toEqual({
      user: toSessionUser(user()),
      token: 'a1',
      refreshToken: 'r1',
      isAuthenticated: true,
    });
  });

  it('a provider sign-in also writes access_token and refresh_token, and a refresh keeps them current', async () => {
    const { store } = setup();
    store
      .getState()
      .signIn({ tokens: { access_token: 'g1', refresh_token: 'gr1' }, user: user() }, { viaProvider: true });
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('g1');
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('gr1');
    await store.getState().refresh();
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a2');
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r2');
  });

  it('a sign-in with email does not write the provider keys', async () => {
    const { store } = setup();
    await store.getState().login({ email: 'leyla@example.az', password: 'secret-password' });
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('drops stored values of the wrong type', () => {
    storeSession({ user: 'nobody', token: 42, refreshToken: '', isAuthenticated: 'yes', isLoading: false });
    const { store } = setup();
    expect(store.getState()).toMatchObject({
      user: null,
      token: null,
      refreshToken: null,
      isAuthenticated: false,
      isLoading: true,
    });
  });
});

describe('session store: refresh', () => {
  it('without a refresh token clears the session and reports failure', async () => {
    storeSession({ user: user(), token: 'a1', refreshToken: null, isAuthenticated: true });
    const { store, api } = setup();
    expect(await store.getState().refresh()).toBe(false);
    expect(api.refreshTokens).not.toHaveBeenCalled();
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('on success replaces both tokens and keeps the user', async () => {
    storeSession({ user: user(), token: 'a1', refreshToken: 'r1', isAuthenticated: true });
    const { store } = setup();
    expect(await store.getState().refresh()).toBe(true);
    expect(store.getState()).toMatchObject({
      token: 'a2',
      refreshToken: 'r2',
      user: toSessionUser(user()),
      isAuthenticated: true,
    });
  });

  it('on failure clears the session', async () => {
    storeSession({ user: user(), token: 'a1', refreshToken: 'r1', isAuthenticated: true });
    const { store } = setup(fakeApi({ refreshTokens: vi.fn(async () => Promise.reject(unauthorized())) }));
    expect(await store.getState().refresh()).toBe(false);
    expect(store.getState()).toMatchObject({
      user: null,
      token: null,
      refreshToken: null,
      isAuthenticated: false,
    });
  });

  it('without an answer (offline) throws and keeps the session for the next try', async () => {
    storeSession({ user: user(), token: 'a1', refreshToken: 'r1', isAuthenticated: true });
    const { store } = setup(fakeApi({ refreshTokens: vi.fn(async () => Promise.reject(offline())) }));
    await expect(store.getState().refresh()).rejects.toMatchObject({ code: 'network_error' });
    expect(store.getState()).toMatchObject({ token: 'a1', refreshToken: 'r1', isAuthenticated: true });
  });

  it('concurrent callers share one refresh request', async () => {
    storeSession({ user: user(), token: 'a1', refreshToken: 'r1', isAuthenticated: true });
    const { store, api } = setup();
    const results = await Promise.all(Array.from({ length: 5 }, () => store.getState().refresh()));
    expect(results).toEqual([true, true, true, true, true]);
    expect(api.refreshTokens).toHaveBeenCalledTimes(1);
  });
});

describe('session store: logout', () => {
  it('calls the server, clears everything and goes to /login', async () => {
    storeSession({ user: user(), token: 'a1', refreshToken: 'r1', isAuthenticated: true });
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'a1');
    window.localStorage.setItem(REFRESH_TOKEN_KEY, 'r1');
    const { store, api, navigate, header } = setup();
    await store.getState().logout();
    expect(api.logout).toHaveBeenCalledWith('r1');
    expect(store.getState()).toMatchObject({
      user: null,
      token: null,
      refreshToken: null,
      isAuthenticated: false,
    });
    expect(header.value).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(sessionEndedByLogout()).toBe(true);
  });

  it('clears the session even when the logout call fails', async () => {
    storeSession({ user: user(), token: 'a1', refreshToken: 'r1', isAuthenticated: true });
    const api = fakeApi({ logout: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const { store, navigate } = setup(api);
    await expect(store.getState().logout()).resolves.toBeUndefined();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('session store: user and language', () => {
  it('setUser follows the language of the account', async () => {
    const { store } = setup();
    store
      .getState()
      .signIn({ tokens: { access_token: 'a1', refresh_token: 'r1' }, user: user({ language: 'ru' }) });
    expect(i18n.language).toBe('ru');
    expect(window.localStorage.getItem('i18nextLng')).toBe('ru');
  });

  it('updateUser merges the changes and keeps the rest', () => {
    const { store } = setup();
    store.getState().signIn({ tokens: { access_token: 'a1', refresh_token: 'r1' }, user: user() });
    store.getState().updateUser({ first_name: 'Rauf' });
    expect(store.getState().user).toEqual(toSessionUser(user({ first_name: 'Rauf' })));
  });

  it('keeps no copy of the balance: the wallet query is its one owner', () => {
    const { store } = setup();
    store.getState().signIn({ tokens: { access_token: 'a1', refresh_token: 'r1' }, user: user() });
    expect(store.getState().user).not.toHaveProperty('balance');
    store.getState().setUser(user({ balance: 99 }));
    expect(store.getState().user).not.toHaveProperty('balance');
  });

  it('updateUser with a new language switches the interface, saves it and updates the profile', () => {
    const { store, api } = setup();
    store.getState().signIn({ tokens: { access_token: 'a1', refresh_token: 'r1' }, user: user() });
    store.getState().updateUser({ language: 'en' });
    expect(store.getState().user?.language).toBe('en');
    expect(i18n.language).toBe('en');
    expect(window.localStorage.getItem('i18nextLng')).toBe('en');
    expect(api.updateProfile).toHaveBeenCalledExactlyOnceWith({ language: 'en' });
  });

  it('a failed language update on the server is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi({ updateProfile: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const { store } = setup(api);
    store.getState().signIn({ tokens: { access_token: 'a1', refresh_token: 'r1' }, user: user() });
    store.getState().updateUser({ language: 'ru' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(store.getState().user?.language).toBe('ru');
    expect(store.getState().isAuthenticated).toBe(true);
  });
});

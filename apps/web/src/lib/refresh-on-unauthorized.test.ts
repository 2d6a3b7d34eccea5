// @vitest-environment jsdom
import type { User } from '@oyna/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, type SeenRequest } from '../test/fake-fetch';
import { apiClient, setAuthToken } from './api-client';
import { ApiError } from './api-error';
import { registerNavigator } from './navigation';
import { SESSION_STORAGE_KEY, toSessionUser, useSessionStore } from './session/session-store';

const leyla: User = {
  id: '8a8e3f4e-1b9c-4c53-9a53-5b0c0f7f1a01',
  email: 'leyla@example.az',
  first_name: 'Leyla',
  last_name: 'Əliyeva',
  full_name: 'Leyla Əliyeva',
  balance: 0,
  language: 'az',
  role: 'player',
  photo_url: null,
  needs_onboarding: false,
  has_password: true,
  email_verified: true,
};

interface FakeServer {
  /** Access tokens the fake server accepts. */
  validTokens: Set<string>;
  /** What POST /auth/refresh answers. */
  refresh: () => { status: number; data: unknown };
  /** Every request, in order: `METHOD path bearer`. */
  log: string[];
  refreshCalls: () => number;
}

/** A fetch standing in for the API: 401 for unknown bearer tokens, a slow refresh. */
function fakeServer(): FakeServer {
  const server: FakeServer = {
    validTokens: new Set(['fresh-access']),
    refresh: () => ({ status: 200, data: { access_token: 'fresh-access', refresh_token: 'fresh-refresh' } }),
    log: [],
    refreshCalls: () => server.log.filter((line) => line.startsWith('POST /auth/refresh')).length,
  };
  fakeFetch(async (request: SeenRequest) => {
    const bearer = (request.headers.get('Authorization') ?? '').replace('Bearer ', '');
    server.log.push(`${request.method} ${request.path} ${bearer}`);
    if (request.path === '/auth/refresh') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const { status, data } = server.refresh();
      return json(status, data);
    }
    if (request.path === '/auth/login/json') {
      return json(401, { detail: 'E-poçt və ya şifrə yanlışdır.', code: 'invalid_credentials' });
    }
    if (!server.validTokens.has(bearer)) {
      return json(401, { detail: 'Daxil olmaq lazımdır.', code: 'unauthorized' });
    }
    return json(200, request.path === '/auth/me' ? leyla : { ok: true, url: request.path });
  });
  return server;
}

let server: FakeServer;
const navigate = vi.fn();
let unregister: () => void;

function signInWith(token: string, refreshToken: string | null) {
  useSessionStore.setState({ user: leyla, token, refreshToken, isAuthenticated: true, isLoading: false });
  setAuthToken(token);
}

beforeEach(() => {
  window.localStorage.clear();
  server = fakeServer();
  navigate.mockReset();
  unregister = registerNavigator(navigate);
  window.history.replaceState(null, '', '/teams/7');
});

afterEach(() => {
  unregister();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('a 401 from the API', () => {
  it('refreshes once and replays the request once with the new bearer token', async () => {
    signInWith('expired-access', 'old-refresh');
    const response = await apiClient.get('/games');
    expect(response.data).toMatchObject({ ok: true, url: '/games' });
    expect(server.log).toEqual([
      'GET /games expired-access',
      'POST /auth/refresh expired-access',
      'GET /games fresh-access',
    ]);
    expect(useSessionStore.getState()).toMatchObject({
      token: 'fresh-access',
      refreshToken: 'fresh-refresh',
    });
    const stored = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as {
      state: { token: string };
    };
    expect(stored.state.token).toBe('fresh-access');
  });

  it('concurrent 401s share ONE refresh, then each request is replayed', async () => {
    signInWith('expired-access', 'old-refresh');
    const paths = ['/games', '/teams', '/auth/me', '/users/me', '/venues', '/wallet'];
    const responses = await Promise.all(paths.map((path) => apiClient.get(path)));
    expect(responses).toHaveLength(paths.length);
    expect(server.refreshCalls()).toBe(1);
    for (const path of paths) {
      expect(server.log.filter((line) => line.startsWith(`GET ${path} `))).toEqual([
        `GET ${path} expired-access`,
        `GET ${path} fresh-access`,
      ]);
    }
  });

  it('a request still on its way with the old token after a refresh is replayed without a second refresh', async () => {
    signInWith('expired-access', 'old-refresh');
    await apiClient.get('/games');
    // A response that was already in flight with the old token comes back 401 later.
    const late = apiClient.get('/teams', { headers: { Authorization: 'Bearer expired-access' } });
    await expect(late).resolves.toMatchObject({ data: { url: '/teams' } });
    expect(server.refreshCalls()).toBe(1);
  });

  it('is not retried a second time when the replay fails too', async () => {
    signInWith('expired-access', 'old-refresh');
    server.validTokens.clear();
    await expect(apiClient.get('/games')).rejects.toMatchObject({ status: 401 });
    expect(server.log.filter((line) => line.startsWith('GET /games'))).toHaveLength(2);
    expect(server.refreshCalls()).toBe(1);
  });

  it('when the refresh fails, clears the session and goes to /login keeping the page', async () => {
    signInWith('expired-access', 'revoked-refresh');
    server.refresh = () => ({
      status: 401,
      data: { detail: 'Sessiyanın vaxtı bitib.', code: 'session_expired' },
    });
    const results = await Promise.allSettled([apiClient.get('/games'), apiClient.get('/teams')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(server.refreshCalls()).toBe(1);
    expect(useSessionStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await apiClient.get('/public/stats').catch(() => undefined);
    expect(server.log.at(-1)).toBe('GET /public/stats ');
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fteams%2F7', { replace: true });
  });

  it.each([
    [429, { detail: 'Çox sorğu.', code: 'rate_limited' }],
    [503, { detail: 'Xidmət müvəqqəti əlçatan deyil.', code: 'service_unavailable' }],
  ])('when the refresh answers %i, the request fails and the session stays', async (status, data) => {
    signInWith('expired-access', 'good-refresh');
    server.refresh = () => ({ status, data });
    await expect(apiClient.get('/games')).rejects.toMatchObject({ status });
    expect(useSessionStore.getState()).toMatchObject({
      token: 'expired-access',
      refreshToken: 'good-refresh',
      isAuthenticated: true,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a sign-in page already (the route guard got there first), a failed refresh stays there', async () => {
    window.history.replaceState(null, '', '/login?next=%2Fteams%2F7');
    signInWith('expired-access', 'revoked-refresh');
    server.refresh = () => ({ status: 401, data: { detail: 'x', code: 'session_expired' } });
    await expect(apiClient.get('/games')).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['/auth/login/json', '/auth/refresh', '/auth/logout', '/auth/register', '/auth/oauth/telegram'])(
    'from %s is never refreshed or retried',
    async (path) => {
      signInWith('expired-access', 'old-refresh');
      server.refresh = () => ({ status: 401, data: { detail: 'x', code: 'session_expired' } });
      const failure = apiClient.post(path, {});
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      expect(server.log.filter((line) => line.startsWith('POST /auth/refresh')).length).toBe(
        path === '/auth/refresh' ? 1 : 0,
      );
      expect(server.log).toHaveLength(1);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('the wrong password keeps the server message', async () => {
    await expect(
      apiClient.post('/auth/login/json', { email: 'a@b.az', password: 'x' }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'E-poçt və ya şifrə yanlışdır.',
    });
  });
});

describe('the startup check against the API', () => {
  it('an expired access token at startup costs one refresh and ends signed in', async () => {
    signInWith('expired-access', 'old-refresh');
    useSessionStore.setState({ isLoading: true, user: null });
    await useSessionStore.getState().checkAuth();
    expect(server.refreshCalls()).toBe(1);
    expect(useSessionStore.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: true,
      token: 'fresh-access',
      user: toSessionUser(leyla),
    });
  });

  it('a startup check that meets a busy server (429) keeps the session without a refresh', async () => {
    signInWith('fresh-access', 'old-refresh');
    fakeFetch(() => json(429, { detail: 'Çox sorğu.', code: 'rate_limited' }));
    useSessionStore.setState({ isLoading: true });
    await useSessionStore.getState().checkAuth();
    expect(useSessionStore.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: true,
      token: 'fresh-access',
      user: toSessionUser(leyla),
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a dead session at startup is cleared after one refresh attempt', async () => {
    signInWith('expired-access', 'revoked-refresh');
    server.refresh = () => ({ status: 401, data: { detail: 'x', code: 'session_expired' } });
    useSessionStore.setState({ isLoading: true });
    await useSessionStore.getState().checkAuth();
    expect(server.refreshCalls()).toBe(1);
    expect(useSessionStore.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: false,
      token: null,
    });
  });
});

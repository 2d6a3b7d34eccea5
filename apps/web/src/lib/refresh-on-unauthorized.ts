import { isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

/** What the API client needs from the session to recover from a 401. */
export interface SessionHandlers {
  /** The access token now in use, if any. */
  currentToken(): string | null;
  /**
   * Refreshes the session and gives the new access token, or null when the server refused the
   * refresh (the session is then already cleared). Throws when the refresh got no verdict (offline,
   * a timeout, 429, 5xx): the request fails with that error and the session stays. Concurrent
   * callers must share one refresh: the API treats a second use of the same refresh token as theft
   * and ends the session.
   */
  refresh(): Promise<string | null>;
  /** The session is gone for good: go to the sign-in page. */
  onSessionExpired(): void;
}

/**
 * Calls whose 401 means "wrong credentials" or "no session", never "access token expired":
 * refreshing and replaying them would be wrong (and for /auth/refresh, a loop).
 */
const NO_REFRESH_PATHS = [
  /^\/?auth\/login(\/|$)/,
  /^\/?auth\/refresh$/,
  /^\/?auth\/logout$/,
  /^\/?auth\/register$/,
  /^\/?auth\/oauth\//,
];

type ReplayableConfig = InternalAxiosRequestConfig & { _refreshedOnce?: boolean };

function mayRefreshFor(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0] ?? '';
  return !NO_REFRESH_PATHS.some((pattern) => pattern.test(path));
}

function bearerToken(header: unknown): string | null {
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

/**
 * A response-error handler for axios: a 401 gets one refresh and one replay with the new bearer
 * token. A request that was sent with an older token than the one now in use (another request
 * refreshed meanwhile) is replayed with the current token without refreshing again.
 */
export function refreshOnUnauthorized(client: AxiosInstance, getHandlers: () => SessionHandlers | null) {
  return async (error: unknown): Promise<unknown> => {
    if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
    const config = error.config as ReplayableConfig;
    const handlers = getHandlers();
    if (!handlers || config._refreshedOnce || !mayRefreshFor(config.url)) throw error;
    config._refreshedOnce = true;

    const sentWith = bearerToken(config.headers.get('Authorization'));
    const current = handlers.currentToken();
    const token = current && sentWith && current !== sentWith ? current : await handlers.refresh();
    if (!token) {
      handlers.onSessionExpired();
      throw error;
    }
    config.headers.set('Authorization', `Bearer ${token}`);
    return client.request(config);
  };
}

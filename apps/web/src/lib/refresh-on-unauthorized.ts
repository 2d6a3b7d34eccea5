import { HttpFailure, type ApiResponse, type HttpRequest } from './http-request';

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

function mayRefreshFor(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return !NO_REFRESH_PATHS.some((pattern) => pattern.test(path));
}

function bearerToken(headers: Record<string, string>): string | null {
  const name = Object.keys(headers).find((candidate) => candidate.toLowerCase() === 'authorization');
  const header = name === undefined ? undefined : headers[name];
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

type Send = <T>(request: HttpRequest) => Promise<ApiResponse<T>>;

/**
 * `send` with one recovery: a 401 gets one refresh and one replay with the new bearer token (the
 * replay goes out through `send` itself, so its own 401 is final). A request that was sent with an
 * older token than the one now in use (another request refreshed meanwhile) is replayed with the
 * current token without refreshing again.
 */
export function refreshOnUnauthorized(send: Send, getHandlers: () => SessionHandlers | null): Send {
  return async <T>(request: HttpRequest): Promise<ApiResponse<T>> => {
    try {
      return await send<T>(request);
    } catch (error) {
      if (!(error instanceof HttpFailure) || error.response?.status !== 401) throw error;
      const handlers = getHandlers();
      if (!handlers || !mayRefreshFor(request.url)) throw error;

      const sentWith = bearerToken(request.headers);
      const current = handlers.currentToken();
      const token = current && sentWith && current !== sentWith ? current : await handlers.refresh();
      if (!token) {
        handlers.onSessionExpired();
        throw error;
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'authorization'),
      );
      return send<T>({ ...request, headers: { ...headers, Authorization: `Bearer ${token}` } });
    }
  };
}

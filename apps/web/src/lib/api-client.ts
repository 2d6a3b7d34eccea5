import axios from 'axios';
import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { toApiError } from './api-error';
import { currentLanguage, i18n } from './i18n';
import { refreshOnUnauthorized, type SessionHandlers } from './refresh-on-unauthorized';
import { recordServerReply } from './server-reachability';

export const API_BASE_URL = '/api/v1';
export const API_TIMEOUT_MS = 30_000;

/** The one HTTP client of the app: JSON, `/api/v1`, 30 s timeout, errors as `ApiError`. */
export const apiClient = axios.create({
  baseURL: API_BASE_URL,
  timeout: API_TIMEOUT_MS,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

apiClient.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', currentLanguage());
  if ((config.method ?? 'get').toLowerCase() === 'get') {
    // The `_t` cache-buster (docs/product-rules.md#requests); the server ignores it.
    config.params = { ...(config.params as Record<string, unknown> | undefined), _t: Date.now() };
  }
  return config;
});

let sessionHandlers: SessionHandlers | null = null;

/** Connects the session (token, refresh, expiry) to the client; the session store does it on load. */
export function setSessionHandlers(handlers: SessionHandlers | null): void {
  sessionHandlers = handlers;
}

/** Sets `Authorization: Bearer <token>` for every later request, or removes it. */
export function setAuthToken(token: string | null): void {
  if (token) apiClient.defaults.headers.common['Authorization'] = `Bearer ${token}`;
  else delete apiClient.defaults.headers.common['Authorization'];
}

// Registered before the error conversion below, so that it still sees the raw axios error.
apiClient.interceptors.response.use(
  undefined,
  refreshOnUnauthorized(apiClient, () => sessionHandlers),
);

apiClient.interceptors.response.use(
  (response) => {
    recordServerReply(response.status);
    return response;
  },
  (error: unknown) => {
    const apiError = toApiError(error, (key) => i18n.t(key));
    // A cancelled request learnt nothing; without a network the offline banner speaks instead.
    const online = typeof navigator === 'undefined' || navigator.onLine;
    if (!axios.isCancel(error) && online) recordServerReply(apiError.status);
    return Promise.reject(apiError);
  },
);

/** GET `path` of the API (with `params` as its query string) and answer with the JSON body. */
export async function apiGet<T>(path: string, signal?: AbortSignal, params?: object): Promise<T> {
  const response = await apiClient.get<T>(path, params === undefined ? { signal } : { params, signal });
  return response.data;
}

/** POST `body` to `path` and answer with the JSON body. */
export async function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return (await apiClient.post<T>(path, body)).data;
}

/** PATCH `path` with `body` and answer with the JSON body. */
export async function apiPatch<T>(path: string, body?: unknown): Promise<T> {
  return (await apiClient.patch<T>(path, body)).data;
}

/** PUT `body` at `path` and answer with the JSON body. */
export async function apiPut<T>(path: string, body?: unknown): Promise<T> {
  return (await apiClient.put<T>(path, body)).data;
}

/** DELETE `path` and answer with the JSON body (nothing for a 204). */
export async function apiDelete<T = void>(path: string): Promise<T> {
  return (await apiClient.delete<T>(path)).data;
}

/** What a query of `apiQuery` may add: freshness, retries, placeholders, the query string. */
export type ApiQueryOptions<T> = Omit<UseQueryOptions<T, Error, T>, 'queryKey' | 'queryFn'> & {
  params?: object;
};

/**
 * The query options of one GET endpoint: its key, `apiGet` of its path as the fetcher, and what the
 * fetcher file adds. The one way a fetcher file reads the API (docs/decisions/0072).
 */
export function apiQuery<T>(
  queryKey: QueryKey,
  path: string,
  { params, ...options }: ApiQueryOptions<T> = {},
) {
  return queryOptions<T, Error, T>({
    ...options,
    queryKey,
    queryFn: ({ signal }) => apiGet<T>(path, signal, params),
  });
}

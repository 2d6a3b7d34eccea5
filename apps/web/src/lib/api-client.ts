import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { HttpFailure, sendHttpRequest } from './http-request';
import type { ApiResponse, HttpMethod, HttpRequest, ResponseType } from './http-request';
import { toApiError } from './api-error';
import { currentLanguage, i18n } from './i18n';
import { refreshOnUnauthorized, type SessionHandlers } from './refresh-on-unauthorized';
import { recordServerReply } from './server-reachability';

export type { ApiResponse } from './http-request';

export const API_BASE_URL = '/api/v1';
export const API_TIMEOUT_MS = 30_000;

/** What a request may add to its method, path and body. */
export interface RequestOptions {
  /** The query string, as an object ({@link queryString}'s rules). */
  params?: object | undefined;
  signal?: AbortSignal | undefined;
  /** Headers of this request only (an `Idempotency-Key`); they win over the client's. */
  headers?: Record<string, string> | undefined;
  /** `blob` for a file to save; JSON otherwise. */
  responseType?: ResponseType | undefined;
}

let sessionHandlers: SessionHandlers | null = null;
let authorization: string | null = null;

/** Connects the session (token, refresh, expiry) to the client; the session store does it on load. */
export function setSessionHandlers(handlers: SessionHandlers | null): void {
  sessionHandlers = handlers;
}

/** Sets `Authorization: Bearer <token>` for every later request, or removes it. */
export function setAuthToken(token: string | null): void {
  authorization = token ? `Bearer ${token}` : null;
}

/** One sending: the interface language and, on a GET, the `_t` cache-buster, written anew for a replay. */
const send = <T>(request: HttpRequest) =>
  sendHttpRequest<T>(
    { baseUrl: API_BASE_URL, timeoutMs: API_TIMEOUT_MS },
    {
      ...request,
      headers: { ...request.headers, 'Accept-Language': currentLanguage() },
      // The `_t` cache-buster (docs/product-rules.md#requests); the server ignores it.
      params: request.method === 'GET' ? { ...request.params, _t: Date.now() } : request.params,
    },
  );

const sendWithRefresh = refreshOnUnauthorized(send, () => sessionHandlers);

/**
 * One request of the app: JSON, `/api/v1`, the bearer token, 30 s, one refresh on a 401; the
 * server's reachability learnt from the answer; any failure as an `ApiError`.
 */
async function request(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse<unknown>> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (authorization) headers['Authorization'] = authorization;
  try {
    const response = await sendWithRefresh({
      method,
      url,
      body,
      params: options.params,
      signal: options.signal,
      responseType: options.responseType,
      headers: { ...headers, ...options.headers },
    });
    recordServerReply(response.status);
    return response;
  } catch (error) {
    const apiError = toApiError(error, (key) => i18n.t(key));
    // A cancelled request learnt nothing; without a network the offline banner speaks instead.
    const online = typeof navigator === 'undefined' || navigator.onLine;
    const cancelled = error instanceof HttpFailure && error.kind === 'cancelled';
    if (!cancelled && online) recordServerReply(apiError.status);
    throw apiError;
  }
}

/**
 * The one HTTP client of the app, one method per HTTP method, each answering `{data, status,
 * headers}`. The request helpers below call it, and tests stand in for it: `R`, the answer's type,
 * is only ever the default (as in axios, whose shape this keeps), so that a test's stand-in may
 * answer just the `data` the code reads.
 */
export interface ApiClient {
  get<T = unknown, R = ApiResponse<T>>(url: string, options?: RequestOptions): Promise<R>;
  post<T = unknown, R = ApiResponse<T>>(url: string, body?: unknown, options?: RequestOptions): Promise<R>;
  put<T = unknown, R = ApiResponse<T>>(url: string, body?: unknown, options?: RequestOptions): Promise<R>;
  patch<T = unknown, R = ApiResponse<T>>(url: string, body?: unknown, options?: RequestOptions): Promise<R>;
  delete<T = unknown, R = ApiResponse<T>>(url: string, options?: RequestOptions): Promise<R>;
}

const answer = <R>(method: HttpMethod, url: string, body: unknown, options?: RequestOptions) =>
  request(method, url, body, options) as Promise<R>;

export const apiClient: ApiClient = {
  get: (url, options) => answer('GET', url, undefined, options),
  post: (url, body, options) => answer('POST', url, body, options),
  put: (url, body, options) => answer('PUT', url, body, options),
  patch: (url, body, options) => answer('PATCH', url, body, options),
  delete: (url, options) => answer('DELETE', url, undefined, options),
};

/** Headers of one request that writes: an `Idempotency-Key` for money, a booking, a registration. */
export interface WriteOptions {
  headers?: Record<string, string>;
}

/** GET `path` of the API (with `params` as its query string) and answer with the JSON body. */
export async function apiGet<T>(path: string, signal?: AbortSignal, params?: object): Promise<T> {
  const response = await apiClient.get<T>(path, params === undefined ? { signal } : { params, signal });
  return response.data;
}

/** GET a file at `path`: its content and the answer's headers (its name is in `content-disposition`). */
export async function apiGetFile(path: string, params?: object): Promise<ApiResponse<Blob>> {
  const options = { responseType: 'blob' } as const;
  return apiClient.get<Blob>(path, params === undefined ? options : { ...options, params });
}

/** POST `body` (JSON, or a FormData for a file) to `path` and answer with the JSON body. */
export async function apiPost<T>(path: string, body?: unknown, options?: WriteOptions): Promise<T> {
  return (await (options ? apiClient.post<T>(path, body, options) : apiClient.post<T>(path, body))).data;
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

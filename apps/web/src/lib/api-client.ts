import axios from 'axios';
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

import { API_BASE_URL } from '../lib/api-client';

/** GET /health, asked while the server is away: a plain `fetch`, past the client's interceptors (the banner records the reply itself). */
export function fetchHealth(): Promise<Response> {
  return fetch(`${API_BASE_URL}/health`, { cache: 'no-store' });
}

import { vi } from 'vitest';

/** One request as the fake `fetch` saw it. */
export interface SeenRequest {
  method: string;
  /** The whole address asked for: `/api/v1/games?_t=...`. */
  url: string;
  /** The path without the `/api/v1` base and the query string: `/games`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
}

export type FakeAnswer = (request: SeenRequest) => Response | Promise<Response>;

/** A JSON answer (`null` body for a 204). */
export function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * Stands in for the global `fetch` until `vi.unstubAllGlobals()`: every request is remembered in
 * `seen` and answered by `answer`. A request whose signal aborts rejects as a real fetch does.
 */
export function fakeFetch(answer: FakeAnswer = () => json(200, { ok: true })) {
  const seen: SeenRequest[] = [];
  const stub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const [pathAndBase = '', search = ''] = url.split('?');
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      url,
      path: pathAndBase.replace(/^\/api\/v1/, ''),
      query: new URLSearchParams(search),
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal,
    };
    seen.push(request);
    const signal = init.signal;
    if (signal?.aborted) throw signal.reason;
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      Promise.resolve(answer(request)).then(resolve, reject);
    });
  });
  vi.stubGlobal('fetch', stub);
  return { seen, stub };
}

/** An answer that never comes (until the request is aborted). */
export const never: FakeAnswer = () => new Promise<Response>(() => undefined);

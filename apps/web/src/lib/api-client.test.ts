import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, never } from '../test/fake-fetch';
import {
  apiClient,
  apiDelete,
  apiGet,
  apiGetFile,
  apiPatch,
  apiPost,
  apiPut,
  apiQuery,
  setAuthToken,
} from './api-client';
import { ApiError } from './api-error';
import { i18n } from './i18n';
import { isServerReachable, recordServerReply } from './server-reachability';

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setAuthToken(null);
  recordServerReply(200);
  await i18n.changeLanguage('az');
});

describe('apiClient', () => {
  it('sends GETs to /api/v1 with a _t cache-buster and the interface language', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] });
    await i18n.changeLanguage('ru');
    const { seen } = fakeFetch();
    await apiClient.get('/venues', { params: { page: 2 } });

    expect(seen[0]?.url).toBe('/api/v1/venues?page=2&_t=1700000000000');
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.headers.get('Accept-Language')).toBe('ru');
    expect(seen[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('adds no cache-buster to other methods and sends their body as JSON', async () => {
    const { seen } = fakeFetch();
    await apiClient.post('/things', { a: 1 });
    expect(seen[0]?.url).toBe('/api/v1/things');
    expect(seen[0]?.body).toBe('{"a":1}');
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]?.headers.get('Accept-Language')).toBe('az');
  });

  it('sends no Content-Type without a body (the API refuses an empty JSON body)', async () => {
    const { seen } = fakeFetch();
    await apiPost('/teams/1/leave');
    expect(seen[0]?.body).toBeUndefined();
    expect(seen[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('sends a FormData as it is, leaving its multipart type to the browser', async () => {
    const { seen } = fakeFetch();
    const form = new FormData();
    form.append('photo', new Blob(['jpeg']), 'photo.jpg');
    await apiPost('/users/me/photo', form);
    expect(seen[0]?.body).toBe(form);
    expect(seen[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('carries the bearer token set by the session, and none once it is removed', async () => {
    const { seen } = fakeFetch();
    setAuthToken('access-1');
    await apiGet('/wallet');
    setAuthToken(null);
    await apiGet('/wallet');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(seen[1]?.headers.has('Authorization')).toBe(false);
  });

  it("sends a request's own headers (an Idempotency-Key)", async () => {
    const { seen } = fakeFetch();
    await apiPost('/wallet/topups', { amount: 10 }, { headers: { 'Idempotency-Key': 'key-1' } });
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('writes the query string as before: no undefined or null, arrays with [], spaces as +', async () => {
    vi.useFakeTimers({ now: 5, toFake: ['Date'] });
    const { seen } = fakeFetch();
    await apiGet('/games', undefined, {
      search: 'Nərimanov arena',
      status: undefined,
      venue_id: null,
      my_level: true,
      ids: [1, 2],
    });
    expect(seen[0]?.url).toBe(
      '/api/v1/games?search=N%C9%99rimanov+arena&my_level=true&ids%5B%5D=1&ids%5B%5D=2&_t=5',
    );
  });

  it('gives up after 30 seconds with a timeout error, and the server counts as away', async () => {
    vi.useFakeTimers();
    fakeFetch(never);
    const failure = apiGet('/games');
    const settled = vi.fn();
    failure.catch(settled);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(failure).rejects.toMatchObject({ code: 'timeout', status: null });
    expect(isServerReachable()).toBe(false);
  });

  it("cancels with the caller's signal and learns nothing about the server from it", async () => {
    const { seen } = fakeFetch(never);
    const controller = new AbortController();
    const failure = apiGet('/games', controller.signal);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    expect(seen[0]?.signal?.aborted).toBe(true);
    expect(isServerReachable()).toBe(true);
  });

  it('reports no answer as a network error, the server away only while the browser is online', async () => {
    fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('navigator', { onLine: false });
    await expect(apiGet('/games')).rejects.toMatchObject({ code: 'network_error', status: null });
    expect(isServerReachable()).toBe(true);
    vi.stubGlobal('navigator', { onLine: true });
    await expect(apiGet('/games')).rejects.toMatchObject({ code: 'network_error' });
    expect(isServerReachable()).toBe(false);
  });

  it('rejects with an ApiError carrying the server detail', async () => {
    fakeFetch(() => json(404, { detail: 'Такая площадка не найдена.', code: 'venue_not_found' }));
    const failure = apiClient.get('/venues/999');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'venue_not_found' });
  });

  it('falls back to a message in the interface language', async () => {
    await i18n.changeLanguage('en');
    fakeFetch(() => new Response('Service Unavailable', { status: 503 }));
    await expect(apiClient.get('/venues')).rejects.toMatchObject({
      message: 'Something went wrong on the server. Try again shortly.',
    });
  });

  it('a 503 marks the server as away and the next answer brings it back', async () => {
    fakeFetch(() => json(503, { detail: 'later', code: 'service_unavailable' }));
    await expect(apiClient.get('/games')).rejects.toBeInstanceOf(ApiError);
    expect(isServerReachable()).toBe(false);
    fakeFetch(() => json(200, { items: [] }));
    await apiClient.get('/games');
    expect(isServerReachable()).toBe(true);
  });

  it('answers a 204 with nothing and a body that is not JSON with its text', async () => {
    fakeFetch(() => new Response(null, { status: 204 }));
    await expect(apiDelete('/users/me/calendar-feed')).resolves.toBeUndefined();
    fakeFetch(() => new Response('BEGIN:VCALENDAR', { status: 200 }));
    await expect(apiGet('/calendar.ics')).resolves.toBe('BEGIN:VCALENDAR');
  });

  it('reads a file as a Blob with its headers, and its failure still as the server error', async () => {
    const { seen } = fakeFetch(
      () =>
        new Response('PK', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="oyna-data.zip"' },
        }),
    );
    const file = await apiGetFile('/admin/users/u1/export', { reason: 'asked in writing' });
    expect(file.data).toBeInstanceOf(Blob);
    expect(await file.data.text()).toBe('PK');
    expect(file.headers['content-disposition']).toBe('attachment; filename="oyna-data.zip"');
    expect(seen[0]?.query.get('reason')).toBe('asked in writing');

    fakeFetch(() => json(429, { detail: 'Saatda 3 dəfə.', code: 'data_export_rate_limited' }));
    await expect(apiGetFile('/users/me/export')).rejects.toMatchObject({
      status: 429,
      code: 'data_export_rate_limited',
    });
  });
});

describe('the request helpers of the client', () => {
  it('apiGet answers with the body, its params as the query string and the signal passed on', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { seen } = fakeFetch(() => new Promise((resolve) => (answer = resolve)));
    const controller = new AbortController();
    const pending = apiGet('/teams', controller.signal, { page: 2 });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.path).toBe('/teams');
    expect(seen[0]?.query.get('page')).toBe('2');
    controller.abort();
    expect(seen[0]?.signal?.aborted).toBe(true);
    answer(json(200, { items: [] }));
    await expect(pending).rejects.toBeInstanceOf(ApiError);

    fakeFetch(() => json(200, { items: [] }));
    await expect(apiGet('/teams', new AbortController().signal)).resolves.toEqual({ items: [] });
  });

  it('apiPost, apiPatch, apiPut and apiDelete send their method and body and answer with the body', async () => {
    const { seen } = fakeFetch(() => json(201, { done: true }));
    await expect(apiPost('/a', { x: 1 })).resolves.toEqual({ done: true });
    await expect(apiPatch('/b', { y: 2 })).resolves.toEqual({ done: true });
    await expect(apiPut('/c', { z: 3 })).resolves.toEqual({ done: true });
    await expect(apiDelete('/d')).resolves.toEqual({ done: true });
    expect(seen.map((request) => `${request.method} ${request.url} ${String(request.body ?? '')}`)).toEqual([
      'POST /api/v1/a {"x":1}',
      'PATCH /api/v1/b {"y":2}',
      'PUT /api/v1/c {"z":3}',
      'DELETE /api/v1/d ',
    ]);
  });

  it('apiQuery keys the query and fetches its path with the params, keeping the options given', async () => {
    const { seen } = fakeFetch(() => json(200, { items: [1] }));
    const options = apiQuery<{ items: number[] }>(['teams', 'list'], '/teams', {
      params: { scope: 'mine' },
      staleTime: 5_000,
    });
    expect(options.queryKey).toEqual(['teams', 'list']);
    expect(options.staleTime).toBe(5_000);
    expect(options).not.toHaveProperty('params');
    const signal = new AbortController().signal;
    const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal })).resolves.toEqual({ items: [1] });
    expect(seen[0]?.query.get('scope')).toBe('mine');
  });
});

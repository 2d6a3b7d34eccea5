import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, apiDelete, apiGet, apiPatch, apiPost, apiPut, apiQuery } from './api-client';
import { ApiError } from './api-error';
import { i18n } from './i18n';
import { isServerReachable } from './server-reachability';

/** An adapter that answers without a network and remembers what it was asked. */
function fakeAdapter(status = 200, data: unknown = { ok: true }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
    }
    return response;
  };
  return { adapter, seen };
}

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('az');
});

describe('apiClient', () => {
  it('sends GETs to /api/v1 with a _t cache-buster and the interface language', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    await i18n.changeLanguage('ru');
    const { adapter, seen } = fakeAdapter();
    await apiClient.get('/venues', { params: { page: 2 }, adapter });

    const config = seen[0];
    expect(config?.baseURL).toBe('/api/v1');
    expect(config?.timeout).toBe(30_000);
    expect(config?.params).toEqual({ page: 2, _t: 1_700_000_000_000 });
    expect(config?.headers.get('Accept-Language')).toBe('ru');
    expect(config?.headers.get('Accept')).toBe('application/json');
  });

  it('adds no cache-buster to other methods', async () => {
    const { adapter, seen } = fakeAdapter();
    await apiClient.post('/things', { a: 1 }, { adapter });
    expect(seen[0]?.params).toBeUndefined();
    expect(seen[0]?.headers.get('Accept-Language')).toBe('az');
  });

  it('rejects with an ApiError carrying the server detail', async () => {
    const { adapter } = fakeAdapter(404, { detail: 'Такая площадка не найдена.', code: 'venue_not_found' });
    const failure = apiClient.get('/venues/999', { adapter });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'venue_not_found' });
  });

  it('falls back to a message in the interface language', async () => {
    await i18n.changeLanguage('en');
    const { adapter } = fakeAdapter(503, 'Service Unavailable');
    await expect(apiClient.get('/venues', { adapter })).rejects.toMatchObject({
      message: 'Something went wrong on the server. Try again shortly.',
    });
  });

  it('a 503 marks the server as away and the next answer brings it back', async () => {
    apiClient.defaults.adapter = fakeAdapter(503, { detail: 'later', code: 'service_unavailable' }).adapter;
    await expect(apiClient.get('/games')).rejects.toBeInstanceOf(ApiError);
    expect(isServerReachable()).toBe(false);
    apiClient.defaults.adapter = fakeAdapter(200).adapter;
    await apiClient.get('/games');
    expect(isServerReachable()).toBe(true);
  });
});

describe('the request helpers of the client', () => {
  function answerWith(data: unknown) {
    const { adapter, seen } = fakeAdapter(200, data);
    apiClient.defaults.adapter = adapter;
    return seen;
  }
  const original = apiClient.defaults.adapter;
  afterEach(() => {
    apiClient.defaults.adapter = original;
  });

  it('apiGet answers with the body, its params as the query string and the signal passed on', async () => {
    const seen = answerWith({ items: [] });
    const controller = new AbortController();
    await expect(apiGet('/teams', controller.signal, { page: 2 })).resolves.toEqual({ items: [] });
    expect(seen[0]?.url).toBe('/teams');
    expect(seen[0]?.params).toMatchObject({ page: 2 });
    expect(seen[0]?.signal).toBe(controller.signal);
  });

  it('apiPost, apiPatch, apiPut and apiDelete send their method and body and answer with the body', async () => {
    const seen = answerWith({ done: true });
    await expect(apiPost('/a', { x: 1 })).resolves.toEqual({ done: true });
    await expect(apiPatch('/b', { y: 2 })).resolves.toEqual({ done: true });
    await expect(apiPut('/c', { z: 3 })).resolves.toEqual({ done: true });
    await expect(apiDelete('/d')).resolves.toEqual({ done: true });
    expect(seen.map((config) => `${config.method} ${config.url} ${config.data ?? ''}`)).toEqual([
      'post /a {"x":1}',
      'patch /b {"y":2}',
      'put /c {"z":3}',
      'delete /d ',
    ]);
  });

  it('apiQuery keys the query and fetches its path with the params, keeping the options given', async () => {
    const seen = answerWith({ items: [1] });
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
    expect(seen[0]?.params).toMatchObject({ scope: 'mine' });
  });
});

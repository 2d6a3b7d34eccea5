import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
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

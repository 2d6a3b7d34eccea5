import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './lazy-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const failedImport = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('loadChunk', () => {
  it('hands over the module when it arrives in time', async () => {
    await expect(loadChunk('venues', () => Promise.resolve({ VenuesPage: 'page' }))).resolves.toEqual({
      VenuesPage: 'page',
    });
  });

  it(`fails with the reason "timeout" after ${CHUNK_TIMEOUT_MS / 1000} seconds`, async () => {
    vi.useFakeTimers();
    const loading = loadChunk('venues', () => new Promise(() => undefined));
    const failure = expect(loading).rejects.toMatchObject({ chunk: 'venues', reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void loading.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
  });

  it('fails with the reason "missing" when the server no longer has the file (a new release)', async () => {
    const head = vi.fn(() => Promise.resolve(new Response(null, { status: 404 })));
    vi.stubGlobal('fetch', head);
    const url = 'http://localhost/assets/venues-page-abc123.js';
    const error = await loadChunk('venues', () => Promise.reject(failedImport(url))).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      chunk: 'venues',
      reason: 'missing',
      message: 'Loading chunk venues failed (missing)',
    });
    expect(head).toHaveBeenCalledWith(url, { method: 'HEAD', cache: 'no-store' });
  });

  it('fails with the reason "error" when the file is there but did not load, or the network is down', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 200 })));
    const url = 'http://localhost/assets/venues-page-abc123.js';
    await expect(loadChunk('venues', () => Promise.reject(failedImport(url)))).rejects.toMatchObject({
      reason: 'error',
    });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(loadChunk('venues', () => Promise.reject(failedImport(url)))).rejects.toMatchObject({
      reason: 'error',
    });
    await expect(
      loadChunk('venues', () => Promise.reject(new TypeError('Importing a module script failed.'))),
    ).rejects.toMatchObject({ reason: 'error' });
  });
});

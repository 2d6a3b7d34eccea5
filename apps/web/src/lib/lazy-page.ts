import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page's script file gets this long to arrive before it counts as failed (product rules, requests). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Why a page's script file did not load: gone from the server, too slow, or any other failure. */
export type ChunkFailureReason = 'missing' | 'timeout' | 'error';

/** "Loading chunk {n} failed": the page named `chunk` could not be downloaded, and why. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly reason: ChunkFailureReason,
    options?: ErrorOptions,
  ) {
    super(`Loading chunk ${chunk} failed (${reason})`, options);
    this.name = 'ChunkLoadError';
  }
}

/** The script address a browser names when a dynamic import fails (Chromium and Firefox do; Safari does not). */
function failedScriptUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+\.js)\b/.exec(message)?.[1] ?? null;
}

/** Asks the server for the file once more: a 404 or 410 means a release replaced it. */
async function failureReason(error: unknown): Promise<ChunkFailureReason> {
  const url = failedScriptUrl(error);
  if (!url) return 'error';
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410 ? 'missing' : 'error';
  } catch {
    return 'error';
  }
}

/** Loads a page's script file within `timeoutMs`; a failure becomes a ChunkLoadError with its reason. */
export async function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
  });
  try {
    return await Promise.race([load(), timedOut]);
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    throw new ChunkLoadError(chunk, await failureReason(error), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A page downloaded the first time it is shown: `lazyPage('venues', () => import('./venues-page'), 'VenuesPage')`.
 * A script file that cannot be loaded throws a ChunkLoadError for the route's error boundary.
 */
export function lazyPage<K extends string, P extends object>(
  chunk: string,
  load: () => Promise<Record<K, ComponentType<P>>>,
  exportName: K,
): LazyExoticComponent<ComponentType<P>> {
  LOADERS.set(chunk, load);
  return lazy(() => {
    const loaded = LOADED.get(chunk) as Record<K, ComponentType<P>> | undefined;
    // Already here (preloadPage): a thenable that answers at once, so React renders the page in
    // the same pass instead of committing the loading fallback first.
    if (loaded) return alreadyLoaded({ default: loaded[exportName] });
    return (async () => ({ default: (await loadChunk(chunk, load))[exportName] }))();
  });
}

const LOADERS = new Map<string, () => Promise<unknown>>();
const LOADED = new Map<string, unknown>();

function alreadyLoaded<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled?: (value: T) => unknown) {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}

/**
 * Downloads the page `chunk` (a name given to `lazyPage`) before it is rendered, e.g. the page
 * being opened, so the first render shows it directly (docs/decisions/0039-first-load.md).
 * Never rejects: a failure is reported by the page's own load when it renders.
 */
export async function preloadPage(chunk: string): Promise<void> {
  const load = LOADERS.get(chunk);
  if (!load || LOADED.has(chunk)) return;
  try {
    LOADED.set(chunk, await loadChunk(chunk, load));
  } catch {
    // the router's lazy page tries again and shows the error
  }
}

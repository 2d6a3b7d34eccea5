import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * The signed-in player's last answers from the API, kept in the browser so that a page reloaded
 * offline (the metro, a basement futsal hall) shows what was seen last instead of empty screens
 * (docs/product-rules.md#session). Written by hand on TanStack Query's own `dehydrate`/`hydrate`:
 * its persister packages pin another copy of query-core, which the first screen would load twice.
 */
export const SAVED_ANSWERS_KEY = 'oyna-saved-answers';
/** Answers older than this are not shown again. */
export const SAVED_ANSWERS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Changes are written at most this often. */
const SAVE_DELAY_MS = 1000;
/**
 * A query whose answer must come from the server each time it is shown (where onboarding resumes)
 * says so with `meta: NOT_SAVED_OFFLINE`: a copy saved a moment before a reload would put the page
 * a step back.
 */
export const NOT_SAVED_OFFLINE = { savedOffline: false } as const;

/** Another build may read answers of other shapes: its saved answers are dropped. */
const BUILD_ID = (import.meta.env['VITE_BUILD_ID'] as string | undefined) ?? 'development';

interface SavedAnswers {
  build: string;
  userId: string;
  savedAt: number;
  state: DehydratedState;
}

export interface SavedAnswersOptions {
  storage: () => Storage;
  now?: () => number;
}

function read(storage: Storage): SavedAnswers | null {
  try {
    const raw = storage.getItem(SAVED_ANSWERS_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedAnswers>;
    if (typeof saved.userId !== 'string' || typeof saved.savedAt !== 'number' || !saved.state) return null;
    return saved as SavedAnswers;
  } catch {
    return null;
  }
}

/** Removes the saved answers (at sign-out, or when another player signs in on this browser). */
export function forgetSavedAnswers(storage: Storage): void {
  try {
    storage.removeItem(SAVED_ANSWERS_KEY);
  } catch {
    // storage blocked: nothing was saved either
  }
}

/** Puts this player's saved answers into the cache; anyone else's, another build's or old ones are dropped. */
export function restoreSavedAnswers(client: QueryClient, userId: string, options: SavedAnswersOptions): void {
  const storage = options.storage();
  const saved = read(storage);
  if (!saved) return;
  const now = options.now?.() ?? Date.now();
  if (saved.userId !== userId || saved.build !== BUILD_ID || now - saved.savedAt > SAVED_ANSWERS_MAX_AGE_MS) {
    forgetSavedAnswers(storage);
    return;
  }
  // An answer already in the cache (drawn with the page, or just fetched) is newer and stays.
  hydrate(client, saved.state);
  // Shown at once, but never taken for fresh: each page asks again when it opens (online), so a
  // change saved just before a reload is not hidden behind the copy from before it.
  for (const query of saved.state.queries) {
    void client.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
  }
}

/** Saves the successful answers of `userId` whenever the cache changes, at most once a second. */
export function keepAnswersSaved(
  client: QueryClient,
  userId: string,
  options: SavedAnswersOptions,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.meta?.['savedOffline'] !== NOT_SAVED_OFFLINE.savedOffline,
    });
    const saved: SavedAnswers = { build: BUILD_ID, userId, savedAt: options.now?.() ?? Date.now(), state };
    try {
      options.storage().setItem(SAVED_ANSWERS_KEY, JSON.stringify(saved));
    } catch {
      // storage full or blocked: the pages work online as before
    }
  };
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    stop();
    if (timer) clearTimeout(timer);
    timer = null;
  };
}

/**
 * Keeps the cache saved for whoever is signed in: restores it at start, saves it as it changes,
 * and forgets it when the session ends or changes hands.
 */
export function saveAnswersForSession(
  client: QueryClient,
  session: {
    getState(): { user: { id: string } | null };
    subscribe(listener: (state: { user: { id: string } | null }) => void): () => void;
  },
  options: SavedAnswersOptions,
): () => void {
  let userId: string | null = null;
  let stopSaving: (() => void) | null = null;
  const start = (id: string | null) => {
    userId = id;
    stopSaving = id === null ? null : keepAnswersSaved(client, id, options);
  };
  const first = session.getState().user?.id ?? null;
  if (first === null) forgetSavedAnswers(options.storage());
  else restoreSavedAnswers(client, first, options);
  start(first);
  const unsubscribe = session.subscribe((state) => {
    const next = state.user?.id ?? null;
    if (next === userId) return;
    stopSaving?.();
    forgetSavedAnswers(options.storage());
    start(next);
  });
  return () => {
    unsubscribe();
    stopSaving?.();
  };
}

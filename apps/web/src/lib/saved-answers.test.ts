// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import {
  NOT_SAVED_OFFLINE,
  SAVED_ANSWERS_KEY,
  SAVED_ANSWERS_MAX_AGE_MS,
  saveAnswersForSession,
} from './saved-answers';

const storage = () => window.localStorage;
const session = (id: string | null) =>
  create<{ user: { id: string } | null }>(() => ({ user: id ? { id } : null }));

/** Any query of the app: the cache is saved whole, whatever its keys. */
const keyOf = (name: string): readonly string[] => [name];

async function answer(client: QueryClient, name: string, data: unknown) {
  await client.fetchQuery({ queryKey: keyOf(name), queryFn: async () => data });
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('saved answers', () => {
  it('a signed-in player reloading the page (offline) finds the answers seen last', async () => {
    const before = new QueryClient();
    const stop = saveAnswersForSession(before, session('leyla'), { storage });
    await answer(before, 'dashboard', { games_played: 11 });
    await vi.advanceTimersByTimeAsync(1000);
    stop();

    const after = new QueryClient();
    saveAnswersForSession(after, session('leyla'), { storage });
    expect(after.getQueryData(['dashboard'])).toEqual({ games_played: 11 });
  });

  it('a restored answer is shown but asked for again when its page opens', async () => {
    const before = new QueryClient();
    saveAnswersForSession(before, session('leyla'), { storage });
    await answer(before, 'profile', { first_name: 'Rəşad' });
    await vi.advanceTimersByTimeAsync(1000);

    const after = new QueryClient();
    saveAnswersForSession(after, session('leyla'), { storage });
    expect(after.getQueryData(keyOf('profile'))).toEqual({ first_name: 'Rəşad' });
    expect(after.getQueryState(keyOf('profile'))?.isInvalidated).toBe(true);
  });

  it('another player signing in on this browser never sees them', async () => {
    const before = new QueryClient();
    saveAnswersForSession(before, session('leyla'), { storage });
    await answer(before, 'wallet', { balance: 50 });
    await vi.advanceTimersByTimeAsync(1000);

    const after = new QueryClient();
    saveAnswersForSession(after, session('murad'), { storage });
    expect(after.getQueryData(['wallet'])).toBeUndefined();
    expect(window.localStorage.getItem(SAVED_ANSWERS_KEY)).toBeNull();
  });

  it('signing out forgets them at once', async () => {
    const client = new QueryClient();
    const store = session('leyla');
    saveAnswersForSession(client, store, { storage });
    await answer(client, 'wallet', { balance: 50 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(window.localStorage.getItem(SAVED_ANSWERS_KEY)).not.toBeNull();
    store.setState({ user: null });
    expect(window.localStorage.getItem(SAVED_ANSWERS_KEY)).toBeNull();
    await answer(client, 'games', []);
    await vi.advanceTimersByTimeAsync(1000);
    expect(window.localStorage.getItem(SAVED_ANSWERS_KEY)).toBeNull();
  });

  it('answers older than a week are dropped', async () => {
    const before = new QueryClient();
    saveAnswersForSession(before, session('leyla'), { storage });
    await answer(before, 'dashboard', { games_played: 11 });
    await vi.advanceTimersByTimeAsync(1000);

    vi.setSystemTime(Date.now() + SAVED_ANSWERS_MAX_AGE_MS + 1);
    const after = new QueryClient();
    saveAnswersForSession(after, session('leyla'), { storage });
    expect(after.getQueryData(['dashboard'])).toBeUndefined();
  });

  it('an answer already in the cache is newer than the saved one and stays', async () => {
    const before = new QueryClient();
    saveAnswersForSession(before, session('leyla'), { storage });
    await answer(before, 'dashboard', { games_played: 11 });
    await vi.advanceTimersByTimeAsync(1000);

    await vi.advanceTimersByTimeAsync(5000);
    const after = new QueryClient();
    await answer(after, 'dashboard', { games_played: 12 });
    saveAnswersForSession(after, session('leyla'), { storage });
    expect(after.getQueryData(['dashboard'])).toEqual({ games_played: 12 });
  });

  it('a failed answer is not saved', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    saveAnswersForSession(client, session('leyla'), { storage });
    await answer(client, 'dashboard', { games_played: 11 });
    await client
      .fetchQuery({ queryKey: keyOf('wallet'), queryFn: async () => Promise.reject(new Error('offline')) })
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    const saved = JSON.parse(window.localStorage.getItem(SAVED_ANSWERS_KEY) ?? '{}') as {
      state: { queries: { queryKey: unknown }[] };
    };
    expect(saved.state.queries.map((query) => query.queryKey)).toEqual([['dashboard']]);
  });

  it('an answer marked NOT_SAVED_OFFLINE (where onboarding resumes) is never saved, so a reload asks the server', async () => {
    const client = new QueryClient();
    saveAnswersForSession(client, session('leyla'), { storage });
    await answer(client, 'dashboard', { games_played: 11 });
    await client.fetchQuery({
      queryKey: keyOf('onboarding'),
      queryFn: async () => ({ current_step: 4 }),
      meta: NOT_SAVED_OFFLINE,
    });
    await vi.advanceTimersByTimeAsync(1000);
    const saved = JSON.parse(window.localStorage.getItem(SAVED_ANSWERS_KEY) ?? '{}') as {
      state: { queries: { queryKey: unknown }[] };
    };
    expect(saved.state.queries.map((query) => query.queryKey)).toEqual([['dashboard']]);
  });
});

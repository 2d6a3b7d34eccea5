// @vitest-environment jsdom
import type { User } from '@oyna/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionApi } from './session-api';
import { SESSION_STORAGE_KEY, createSessionStore } from './session-store';
import { syncSessionAcrossTabs } from './sync-across-tabs';

const user = { id: 'u1', first_name: 'Leyla', language: 'az' } as User;

function store() {
  return createSessionStore({
    api: {} as SessionApi,
    storage: () => window.localStorage,
    setAuthHeader: vi.fn(),
    navigate: vi.fn(),
    currentLanguage: () => 'az',
    changeLanguage: vi.fn(),
    whenOnline: vi.fn(),
  });
}

/** What another tab's write looks like from here. */
function otherTabWrites(value: string | null) {
  if (value === null) window.localStorage.removeItem(SESSION_STORAGE_KEY);
  else window.localStorage.setItem(SESSION_STORAGE_KEY, value);
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: SESSION_STORAGE_KEY,
      newValue: value,
      storageArea: window.localStorage,
    }),
  );
}

let stop: () => void = () => undefined;
beforeEach(() => window.localStorage.clear());
afterEach(() => stop());

describe('sessions across tabs', () => {
  it('takes the tokens another tab refreshed, so this tab never presents a spent refresh token', async () => {
    const session = store();
    session.getState().signIn({ tokens: { access_token: 'a1', refresh_token: 'r1' }, user });
    stop = syncSessionAcrossTabs(session);
    otherTabWrites(
      JSON.stringify({ state: { user, token: 'a2', refreshToken: 'r2', isAuthenticated: true }, version: 0 }),
    );
    await vi.waitFor(() => expect(session.getState()).toMatchObject({ token: 'a2', refreshToken: 'r2' }));
  });

  it('signs this tab out when another tab logs out', () => {
    const session = store();
    session.getState().signIn({ tokens: { access_token: 'a1', refresh_token: 'r1' }, user });
    stop = syncSessionAcrossTabs(session);
    otherTabWrites(null);
    expect(session.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
  });
});

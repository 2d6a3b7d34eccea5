import { SESSION_STORAGE_KEY, type SessionStore } from './session-store';

/**
 * Keeps the session of every open tab in step: a refresh in one tab rotates the refresh token,
 * and a tab still holding the old one would otherwise present it and end the session for all.
 * A logout in one tab signs the others out too.
 */
export function syncSessionAcrossTabs(store: SessionStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    if (event.newValue === null) {
      if (store.getState().isAuthenticated) store.getState().clear();
      return;
    }
    void store.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

import type { AuthResponse, Language, LoginRequest, User } from '@oyna/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { setAuthToken, setSessionHandlers } from '../api-client';
import { LANGUAGE_STORAGE_KEY } from '../detect-language';
import { currentLanguage, i18n } from '../i18n';
import { navigateTo } from '../navigation';
import { isSignInPath, loginPathFor } from '../safe-redirect';
import { sessionApi, type SessionApi } from './session-api';
import { isSessionRefused, isUnauthorized } from './session-verdict';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, SESSION_STORAGE_KEY } from '../storage-keys';

/** Where the session is kept between visits (docs/product-rules.md#session). */
export { SESSION_STORAGE_KEY };
/** Written by the Google and Telegram sign-ins besides the session itself (docs/product-rules.md#session). */
export { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY };

/**
 * The signed-in user as the app keeps it: `/auth/me` without the balance, whose one owner is the
 * wallet query (src/api/wallet.ts), so no second copy can disagree with it.
 */
export type SessionUser = Omit<User, 'balance'>;

/** `user` without the balance, whatever answer it came in. */
export function toSessionUser(user: SessionUser | User): SessionUser {
  const copy: Partial<User> & SessionUser = { ...user };
  delete copy.balance;
  return copy;
}

export interface SessionState {
  user: SessionUser | null;
  /** The access token (a JWT valid 15 minutes). */
  token: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
  /** True from the start until the startup check has ended. */
  isLoading: boolean;

  /** Email and password: a token pair, then the user from /auth/me. */
  login(credentials: LoginRequest): Promise<SessionUser>;
  /** A registration or provider sign-in answered with tokens and the user. */
  signIn(auth: Pick<AuthResponse, 'tokens' | 'user'>, options?: { viaProvider?: boolean }): void;
  setTokens(accessToken: string, refreshToken: string): void;
  /** Sets (merges) the user, marks the session authenticated and follows the user's language. */
  setUser(user: SessionUser | User): void;
  /** Merges changes; a new language switches the interface and is saved on the server. */
  updateUser(changes: Partial<SessionUser>): void;
  /**
   * Trades the refresh token for a new pair; one at a time, concurrent callers share it. True when
   * refreshed; false when the server refused it (the session is then cleared). When the server
   * could not be asked or gave no verdict (offline, a timeout, 429, 5xx) it throws that error and
   * the session stays (docs/product-rules.md#session).
   */
  refresh(): Promise<boolean>;
  /** Ends the session on the server (errors ignored), clears it here, goes to /login. */
  logout(): Promise<void>;
  /**
   * The startup check: with a stored token, /auth/me, then on a 401 a refresh and /auth/me again.
   * Only the server's refusal ends the session; without an answer the stored one is kept.
   */
  checkAuth(): Promise<void>;
  /** Empties user and tokens, removes the auth header and the stored session. */
  clear(): void;
}

/** The only fields written to `auth-storage`. */
export type PersistedSession = Pick<SessionState, 'user' | 'token' | 'refreshToken' | 'isAuthenticated'>;

export interface SessionDependencies {
  api: SessionApi;
  storage: () => Storage;
  setAuthHeader(token: string | null): void;
  navigate(to: string): void;
  currentLanguage(): Language;
  changeLanguage(language: Language): void;
  /** Calls `callback` once when the browser is back online. */
  whenOnline(callback: () => void): void;
}

export function persistedPart(state: PersistedSession): PersistedSession {
  return {
    user: state.user,
    token: state.token,
    refreshToken: state.refreshToken,
    isAuthenticated: state.isAuthenticated,
  };
}

/** Stored data may be old or edited by hand: anything of the wrong type is dropped. */
function sanitize(stored: unknown): Partial<PersistedSession> {
  if (stored === null || typeof stored !== 'object') return {};
  const value = stored as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' && field.length > 0 ? field : null);
  const user = value['user'];
  return {
    user: user !== null && typeof user === 'object' ? toSessionUser(user as User) : null,
    token: text(value['token']),
    refreshToken: text(value['refreshToken']),
    isAuthenticated: value['isAuthenticated'] === true,
  };
}

let endedByLogout = false;

/** True when the last session ended because the user logged out (not because it expired). */
export function sessionEndedByLogout(): boolean {
  return endedByLogout;
}

export function createSessionStore(deps: SessionDependencies) {
  let refreshing: Promise<boolean> | null = null;
  let checking: Promise<void> | null = null;

  const mirrorProviderTokens = (accessToken: string, refreshToken: string, always: boolean) => {
    try {
      const storage = deps.storage();
      if (!always && storage.getItem(ACCESS_TOKEN_KEY) === null) return;
      storage.setItem(ACCESS_TOKEN_KEY, accessToken);
      storage.setItem(REFRESH_TOKEN_KEY, refreshToken);
    } catch {
      // storage blocked: the session still works for this page view
    }
  };

  const store = create<SessionState>()(
    persist<SessionState, [], [], PersistedSession>(
      (set, get) => ({
        user: null,
        token: null,
        refreshToken: null,
        isAuthenticated: false,
        isLoading: true,

        async login(credentials) {
          const pair = await deps.api.loginWithPassword(credentials);
          get().setTokens(pair.access_token, pair.refresh_token);
          try {
            const user = toSessionUser(await deps.api.getMe());
            endedByLogout = false;
            get().setUser(user);
            return user;
          } catch (error) {
            get().clear();
            throw error;
          }
        },

        signIn({ tokens, user }, options = {}) {
          endedByLogout = false;
          get().setTokens(tokens.access_token, tokens.refresh_token);
          if (options.viaProvider) mirrorProviderTokens(tokens.access_token, tokens.refresh_token, true);
          get().setUser(user);
        },

        setTokens(accessToken, refreshToken) {
          set({ token: accessToken, refreshToken });
          deps.setAuthHeader(accessToken);
          // The provider sign-ins' copies must never hold a token that rotation has retired.
          mirrorProviderTokens(accessToken, refreshToken, false);
        },

        setUser(answered) {
          const user = toSessionUser(answered);
          const previous = get().user;
          set({
            user: previous && previous.id === user.id ? { ...previous, ...user } : user,
            isAuthenticated: get().token !== null,
            isLoading: false,
          });
          if (user.language && user.language !== deps.currentLanguage()) deps.changeLanguage(user.language);
        },

        updateUser(changes) {
          const previous = get().user;
          if (!previous) return;
          set({ user: { ...previous, ...changes } });
          const language = changes.language;
          if (!language) return;
          if (language !== deps.currentLanguage()) {
            deps.changeLanguage(language);
            try {
              deps.storage().setItem(LANGUAGE_STORAGE_KEY, language);
            } catch {
              // not saved locally; the server still keeps it
            }
          }
          if (language !== previous.language) {
            deps.api.updateProfile({ language }).catch((error: unknown) => {
              console.warn('Could not save the interface language on the server', error);
            });
          }
        },

        refresh() {
          refreshing ??= (async () => {
            const { refreshToken } = get();
            if (!refreshToken) {
              get().clear();
              return false;
            }
            try {
              const pair = await deps.api.refreshTokens(refreshToken);
              get().setTokens(pair.access_token, pair.refresh_token);
              return true;
            } catch (error) {
              if (!isSessionRefused(error)) throw error;
              get().clear();
              return false;
            }
          })().finally(() => {
            refreshing = null;
          });
          return refreshing;
        },

        async logout() {
          try {
            await deps.api.logout(get().refreshToken);
          } catch {
            // A failed logout call is ignored (docs/product-rules.md#session): the session ends here regardless.
          }
          endedByLogout = true;
          get().clear();
          deps.navigate('/login');
        },

        checkAuth() {
          checking ??= (async () => {
            const { token, user, isAuthenticated } = get();
            if (!token) {
              // Synchronous, so that a visitor's first render already has loading over.
              if (user || isAuthenticated) get().clear();
              else set({ isLoading: false });
              return;
            }
            deps.setAuthHeader(token);
            // No verdict on the session (offline, 429, 5xx): the stored one is kept and the pages
            // show what was saved; the check runs again when the network is back.
            const keepStoredSession = () => {
              set({ isAuthenticated: get().user !== null, isLoading: false });
              deps.whenOnline(() => void get().checkAuth());
            };
            try {
              get().setUser(await deps.api.getMe());
              return;
            } catch (error) {
              // Only a 401 says the access token may be expired: a refresh below.
              if (!isUnauthorized(error)) return keepStoredSession();
            }
            try {
              if (await get().refresh()) {
                get().setUser(await deps.api.getMe());
                return;
              }
            } catch (error) {
              if (!isSessionRefused(error)) return keepStoredSession();
            }
            get().clear();
          })().finally(() => {
            checking = null;
            // Every branch above has ended loading already, except the one with nothing stored.
            if (get().isLoading) set({ isLoading: false });
          });
          return checking;
        },

        clear() {
          set({ user: null, token: null, refreshToken: null, isAuthenticated: false, isLoading: false });
          deps.setAuthHeader(null);
          try {
            deps.storage().removeItem(ACCESS_TOKEN_KEY);
            deps.storage().removeItem(REFRESH_TOKEN_KEY);
          } catch {
            // nothing stored
          }
          store.persist.clearStorage();
        },
      }),
      {
        name: SESSION_STORAGE_KEY,
        storage: createJSONStorage(() => deps.storage()),
        partialize: persistedPart,
        merge: (stored, current) => ({ ...current, ...sanitize(stored) }),
        onRehydrateStorage: () => (state) => deps.setAuthHeader(state?.token ?? null),
      },
    ),
  );
  return store;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The app's session. */
export const useSessionStore = createSessionStore({
  api: sessionApi,
  storage: () => window.localStorage,
  setAuthHeader: setAuthToken,
  navigate: (to) => navigateTo(to),
  currentLanguage,
  changeLanguage: (language) => void i18n.changeLanguage(language),
  whenOnline: (callback) => window.addEventListener('online', callback, { once: true }),
});

setSessionHandlers({
  currentToken: () => useSessionStore.getState().token,
  // Throws, keeping the session, when the refresh got no verdict (see SessionState.refresh).
  refresh: async () =>
    (await useSessionStore.getState().refresh()) ? useSessionStore.getState().token : null,
  onSessionExpired: () => {
    // Already signing in (the route guard may have got there first, with ?next= set): stay.
    if (isSignInPath(window.location.pathname)) return;
    navigateTo(loginPathFor(window.location), { replace: true });
  },
});

/**
 * Keys of what the web app keeps in the browser (docs/product-rules.md#session), in a module with no imports so
 * that the landing page's small bundle can read them too.
 */
export const SESSION_STORAGE_KEY = 'auth-storage';
export const THEME_STORAGE_KEY = 'theme-storage';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** The chosen language mirrored into a cookie, so the server sends `/` in that language. */
export const LANGUAGE_COOKIE = 'i18nextLng';
/** The chosen theme mirrored into a cookie, so the server sends `/` already in that theme. */
export const THEME_COOKIE = 'theme';
/** The tokens a provider sign-in also writes, outside the session's own record. */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';
/** The cancelled deletion (its time) whose banner the player closed (decision 91). */
export const DELETION_CANCELLED_SEEN_KEY = 'deletion-cancelled-seen';

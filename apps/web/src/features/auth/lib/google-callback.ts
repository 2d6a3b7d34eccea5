import type { AuthResponse } from '@oyna/shared';
import { i18n } from '../../../lib/i18n';
import { finishGoogleLogin } from '../api/finish-google-login';
import { takeOauthLanguage, takeOauthNext } from './oauth-storage';

export interface GoogleCallbackResult {
  response: AuthResponse;
  /** Where the player was going before leaving for Google, if anywhere. */
  next: string | null;
}

/** Why the callback page cannot finish: Google sent an error, or the address lacks code/state. */
export class GoogleCallbackError extends Error {
  override readonly name = 'GoogleCallbackError';
}

const runs = new Map<string, Promise<GoogleCallbackResult>>();

/**
 * Finishes the Google sign-in for the callback page's query: restores the language chosen
 * before leaving (so a new account gets it), then trades the code for a session. Runs once per
 * code: a code works only once, and React StrictMode runs the page's effect twice.
 */
export function finishGoogleCallbackOnce(search: URLSearchParams): Promise<GoogleCallbackResult> {
  const code = search.get('code');
  const state = search.get('state');
  if (!code || !state || search.has('error')) {
    return Promise.reject(new GoogleCallbackError(search.get('error') ?? 'the callback has no code'));
  }
  let run = runs.get(code);
  if (!run) {
    run = (async () => {
      const language = takeOauthLanguage();
      if (language) await i18n.changeLanguage(language);
      const next = takeOauthNext();
      const iss = search.get('iss');
      const response = await finishGoogleLogin({ code, state, ...(iss ? { iss } : {}) });
      return { response, next };
    })();
    runs.set(code, run);
  }
  return run;
}

import type { StravaCallbackRequest, StravaCallbackResponse } from '@oyna/shared';
import { finishStravaAuthorization } from '../../../api/strava';

const runs = new Map<string, Promise<StravaCallbackResponse>>();

/** What Strava put in the callback page's address: code, state and scope, or an error. */
export function stravaCallbackRequest(search: URLSearchParams): StravaCallbackRequest {
  const pick = (name: string) => search.get(name) || undefined;
  const code = pick('code');
  const scope = pick('scope');
  const error = pick('error');
  return {
    state: search.get('state') ?? '',
    ...(code ? { code } : {}),
    ...(scope ? { scope } : {}),
    ...(error ? { error } : {}),
  };
}

/**
 * Sends what Strava returned to the server once per state: a state works only once, and React
 * StrictMode runs the page's effect twice.
 */
export function finishStravaCallbackOnce(search: URLSearchParams): Promise<StravaCallbackResponse> {
  const request = stravaCallbackRequest(search);
  let run = runs.get(request.state);
  if (!run) {
    run = finishStravaAuthorization(request);
    runs.set(request.state, run);
  }
  return run;
}

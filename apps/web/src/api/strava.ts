import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  FitnessSummary,
  StravaAuthorizeResponse,
  StravaCallbackRequest,
  StravaCallbackResponse,
  StravaConnection,
} from '@oyna/shared';
import { apiDelete, apiGet, apiPost, apiQuery } from '../lib/api-client';
import { fitnessKeys } from './fitness-keys';
import { userKeys } from './user-keys';

/** GET /integrations/strava: whether Strava can be connected here, and my connection's state. */
export const stravaConnectionQueryOptions = () =>
  apiQuery<StravaConnection>(fitnessKeys.strava(), '/integrations/strava');

export const useStravaConnection = () => useQuery(stravaConnectionQueryOptions());

/**
 * GET /integrations/strava/summary: the last four weeks' distance, sessions and moving time, fetched
 * only while Strava is connected.
 */
export const useStravaSummary = (connected: boolean) =>
  useQuery(
    apiQuery<FitnessSummary>(fitnessKeys.stravaSummary(), '/integrations/strava/summary', {
      enabled: connected,
      // Strava's numbers change with a new activity, not by the minute.
      staleTime: 5 * 60 * 1000,
    }),
  );

/**
 * GET /integrations/strava/authorize: Strava's page to send the browser to, and back to `returnTo`.
 * Starts connecting Strava and leaves for Strava's page.
 */
export const useConnectStrava = () =>
  useMutation({
    mutationFn: (returnTo: string) =>
      apiGet<StravaAuthorizeResponse>('/integrations/strava/authorize', undefined, { return_to: returnTo }),
    onSuccess: ({ auth_url }) => window.location.assign(auth_url),
  });

/** POST /integrations/strava/callback: what Strava sent to the callback page. */
export const finishStravaAuthorization = (body: StravaCallbackRequest) =>
  apiPost<StravaCallbackResponse>('/integrations/strava/callback', body);

/**
 * DELETE /integrations/strava: revoke access at Strava and forget the tokens. The connection, the
 * summary and my profile (its fitness state) are refreshed.
 */
export const useDisconnectStrava = () =>
  useMutation({
    mutationFn: () => apiDelete<StravaConnection>('/integrations/strava'),
    onSuccess: (connection, _variables, _context, { client }) => {
      client.setQueryData(fitnessKeys.strava(), connection);
      client.removeQueries({ queryKey: fitnessKeys.stravaSummary() });
      void client.invalidateQueries({ queryKey: userKeys.me() });
    },
  });

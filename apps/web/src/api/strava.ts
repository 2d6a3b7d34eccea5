import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FitnessSummary,
  StravaAuthorizeResponse,
  StravaCallbackRequest,
  StravaCallbackResponse,
  StravaConnection,
} from '@oyna/shared';
import { apiClient } from '../lib/api-client';
import { fitnessKeys } from './fitness-keys';
import { userKeys } from './user-keys';

/** GET /integrations/strava: whether Strava can be connected here, and my connection's state. */
export async function getStravaConnection(signal?: AbortSignal): Promise<StravaConnection> {
  return (await apiClient.get<StravaConnection>('/integrations/strava', { signal })).data;
}

export function stravaConnectionQueryOptions() {
  return queryOptions({
    queryKey: fitnessKeys.strava(),
    queryFn: ({ signal }) => getStravaConnection(signal),
  });
}

export function useStravaConnection() {
  return useQuery(stravaConnectionQueryOptions());
}

/** GET /integrations/strava/summary: the last four weeks' distance, sessions and moving time. */
export async function getStravaSummary(signal?: AbortSignal): Promise<FitnessSummary> {
  return (await apiClient.get<FitnessSummary>('/integrations/strava/summary', { signal })).data;
}

/** The summary, fetched only while Strava is connected. */
export function useStravaSummary(connected: boolean) {
  return useQuery({
    queryKey: fitnessKeys.stravaSummary(),
    queryFn: ({ signal }) => getStravaSummary(signal),
    enabled: connected,
    // Strava's numbers change with a new activity, not by the minute.
    staleTime: 5 * 60 * 1000,
  });
}

/** GET /integrations/strava/authorize: Strava's page to send the browser to, and back to `returnTo`. */
export async function startStravaAuthorization(returnTo: string): Promise<StravaAuthorizeResponse> {
  const response = await apiClient.get<StravaAuthorizeResponse>('/integrations/strava/authorize', {
    params: { return_to: returnTo },
  });
  return response.data;
}

/** Starts connecting Strava and leaves for Strava's page. */
export function useConnectStrava() {
  return useMutation({
    mutationFn: startStravaAuthorization,
    onSuccess: ({ auth_url }) => window.location.assign(auth_url),
  });
}

/** POST /integrations/strava/callback: what Strava sent to the callback page. */
export async function finishStravaAuthorization(
  body: StravaCallbackRequest,
): Promise<StravaCallbackResponse> {
  return (await apiClient.post<StravaCallbackResponse>('/integrations/strava/callback', body)).data;
}

/** DELETE /integrations/strava: revoke access at Strava and forget the tokens. */
export async function disconnectStrava(): Promise<StravaConnection> {
  return (await apiClient.delete<StravaConnection>('/integrations/strava')).data;
}

/** Disconnects Strava; the connection, the summary and my profile (its fitness state) are refreshed. */
export function useDisconnectStrava() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectStrava,
    onSuccess: (connection) => {
      queryClient.setQueryData(fitnessKeys.strava(), connection);
      queryClient.removeQueries({ queryKey: fitnessKeys.stravaSummary() });
      void queryClient.invalidateQueries({ queryKey: userKeys.me() });
    },
  });
}

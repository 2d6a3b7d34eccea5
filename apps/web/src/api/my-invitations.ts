import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationListResponse } from '@oyna/shared';
import { apiClient } from '../lib/api-client';
import { teamKeys } from './team-keys';

/** GET /users/me/invitations: the team invitations waiting for the signed-in player's answer. */
export async function getMyInvitations(signal?: AbortSignal): Promise<InvitationListResponse> {
  const response = await apiClient.get<InvitationListResponse>('/users/me/invitations', {
    params: { status: 'pending', page_size: 50 },
    signal,
  });
  return response.data;
}

export function myInvitationsQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.myInvitations(),
    queryFn: ({ signal }) => getMyInvitations(signal),
    staleTime: 60_000,
  });
}

/** The pending invitations: the teams' invitations page lists them, the drawer counts them. */
export function useMyInvitations() {
  return useQuery(myInvitationsQueryOptions());
}

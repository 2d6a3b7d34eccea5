import { useQuery } from '@tanstack/react-query';
import type {
  Invitation,
  InvitationListResponse,
  InviteCandidatesResponse,
  JoinRequestListResponse,
} from '@oyna/shared';
import { useTeamMutation } from '../../../api/team';
import { teamKeys } from '../../../api/team-keys';
import { apiClient } from '../../../lib/api-client';

/** Pending join requests (captain and vice-captains). */
export function useJoinRequests(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.joinRequests(teamId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<JoinRequestListResponse>(`/teams/${teamId}/join-requests`, { signal })).data,
    enabled,
  });
}

/** The team's invitations still waiting for an answer (captain and vice-captains). */
export function useSentInvitations(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.sentInvitations(teamId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<InvitationListResponse>(`/teams/${teamId}/invitations`, {
          params: { status: 'pending', page_size: 50 },
          signal,
        })
      ).data,
    enabled,
  });
}

/** Players the captain may invite, by name (at least two letters). */
export function useInviteCandidates(teamId: string, search: string) {
  return useQuery({
    queryKey: teamKeys.inviteCandidates(teamId, search),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<InviteCandidatesResponse>(`/teams/${teamId}/candidates`, {
          params: { search },
          signal,
        })
      ).data,
    enabled: search.trim().length >= 2,
  });
}

export const useSetMemberRole = (teamId: string) =>
  useTeamMutation(({ userId, role }: { userId: string; role: 'vice_captain' | 'member' }) =>
    apiClient.patch(`/teams/${teamId}/members/${userId}`, { role }),
  );
export const useRemoveMember = (teamId: string) =>
  useTeamMutation((userId: string) => apiClient.delete(`/teams/${teamId}/members/${userId}`));
export const useTransferCaptaincy = (teamId: string) =>
  useTeamMutation((userId: string) => apiClient.post(`/teams/${teamId}/captain`, { user_id: userId }));
export const useDecideJoinRequest = (teamId: string) =>
  useTeamMutation(({ requestId, decision }: { requestId: string; decision: 'approve' | 'decline' }) =>
    apiClient.post(`/teams/${teamId}/join-requests/${requestId}/${decision}`),
  );
export const useInvitePlayer = (teamId: string) =>
  useTeamMutation(
    async (userId: string) =>
      (await apiClient.post<Invitation>(`/teams/${teamId}/invitations`, { user_id: userId })).data,
  );
/** The captain or a vice-captain takes back an invitation still waiting for an answer. */
export const useCancelInvitation = () =>
  useTeamMutation((invitationId: string) => apiClient.delete<Invitation>(`/invitations/${invitationId}`));

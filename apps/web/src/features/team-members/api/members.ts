import { useQuery } from '@tanstack/react-query';
import type {
  Invitation,
  InvitationListResponse,
  InviteCandidatesResponse,
  JoinRequestListResponse,
} from '@oyna/shared';
import { useTeamMutation } from '../../../api/team';
import { teamKeys } from '../../../api/team-keys';
import { apiDelete, apiPatch, apiPost, apiQuery } from '../../../lib/api-client';

/** GET /teams/{id}/join-requests: pending join requests (captain and vice-captains). */
export const useJoinRequests = (teamId: string, enabled: boolean) =>
  useQuery(
    apiQuery<JoinRequestListResponse>(teamKeys.joinRequests(teamId), `/teams/${teamId}/join-requests`, {
      enabled,
    }),
  );

/** GET /teams/{id}/invitations: the team's invitations still waiting for an answer (captain and vice-captains). */
export const useSentInvitations = (teamId: string, enabled: boolean) =>
  useQuery(
    apiQuery<InvitationListResponse>(teamKeys.sentInvitations(teamId), `/teams/${teamId}/invitations`, {
      params: { status: 'pending', page_size: 50 },
      enabled,
    }),
  );

/** GET /teams/{id}/candidates: players the captain may invite, by name (at least two letters). */
export const useInviteCandidates = (teamId: string, search: string) =>
  useQuery(
    apiQuery<InviteCandidatesResponse>(
      teamKeys.inviteCandidates(teamId, search),
      `/teams/${teamId}/candidates`,
      {
        params: { search },
        enabled: search.trim().length >= 2,
      },
    ),
  );

/** PATCH /teams/{id}/members/{user_id}: makes a member vice-captain or a plain member again. */
export const useSetMemberRole = (teamId: string) =>
  useTeamMutation(({ userId, role }: { userId: string; role: 'vice_captain' | 'member' }) =>
    apiPatch<unknown>(`/teams/${teamId}/members/${userId}`, { role }),
  );
/** DELETE /teams/{id}/members/{user_id}: the captain removes a member. */
export const useRemoveMember = (teamId: string) =>
  useTeamMutation((userId: string) => apiDelete(`/teams/${teamId}/members/${userId}`));
/** POST /teams/{id}/captain: the captain hands the captaincy to another member. */
export const useTransferCaptaincy = (teamId: string) =>
  useTeamMutation((userId: string) => apiPost<unknown>(`/teams/${teamId}/captain`, { user_id: userId }));
/** POST /teams/{id}/join-requests/{request_id}/approve or /decline. */
export const useDecideJoinRequest = (teamId: string) =>
  useTeamMutation(({ requestId, decision }: { requestId: string; decision: 'approve' | 'decline' }) =>
    apiPost<unknown>(`/teams/${teamId}/join-requests/${requestId}/${decision}`),
  );
/** POST /teams/{id}/invitations: the captain invites a player. */
export const useInvitePlayer = (teamId: string) =>
  useTeamMutation((userId: string) =>
    apiPost<Invitation>(`/teams/${teamId}/invitations`, { user_id: userId }),
  );
/** DELETE /invitations/{id}: the captain or a vice-captain takes back an invitation still waiting for an answer. */
export const useCancelInvitation = () =>
  useTeamMutation((invitationId: string) => apiDelete<Invitation>(`/invitations/${invitationId}`));

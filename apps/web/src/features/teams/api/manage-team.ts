import type {
  CreateTeamBody,
  JoinTeamBody,
  JoinTeamResult,
  LeaveTeamResult,
  TeamDetail,
  TeamInviteSecrets,
  UpdateTeamBody,
} from '@oyna/shared';
import { useTeamMutation } from '../../../api/team';
import { apiDelete, apiPost, apiPatch } from '../../../lib/api-client';

/** POST /teams: the creator becomes the captain. */
export const useCreateTeam = () =>
  useTeamMutation((body: CreateTeamBody) => apiPost<TeamDetail>('/teams', body));

/** PATCH /teams/{id}: only the fields sent change (captain). */
export const useUpdateTeam = (id: string) =>
  useTeamMutation((body: UpdateTeamBody) => apiPatch<TeamDetail>(`/teams/${id}`, body));

/** DELETE /teams/{id}: the captain deletes the team. */
export const useDeleteTeam = () => useTeamMutation((id: string) => apiDelete(`/teams/${id}`));

/** POST /teams/{id}/leave: a member leaves the team. */
export const useLeaveTeam = () =>
  useTeamMutation((id: string) => apiPost<LeaveTeamResult>(`/teams/${id}/leave`));

/** POST /teams/{id}/join: joins at once or files a join request, as the team's rules say. */
export const useJoinTeam = (id: string) =>
  useTeamMutation((body: JoinTeamBody) => apiPost<JoinTeamResult>(`/teams/${id}/join`, body));

/** POST /teams/join: joins whichever team has this code. */
export const useJoinByCode = () =>
  useTeamMutation((code: string) => apiPost<JoinTeamResult>('/teams/join', { code }));

/** POST /teams/{id}/invite-link/rotate: a new invite link and code; the old ones stop working. */
export const useRotateInviteSecrets = (id: string) =>
  useTeamMutation(() => apiPost<TeamInviteSecrets>(`/teams/${id}/invite-link/rotate`));

/** POST /teams/{id}/logo: one JPG or PNG, re-encoded by the server. */
async function uploadTeamLogo(id: string, logo: Blob): Promise<TeamDetail> {
  const form = new FormData();
  form.append('logo', logo, 'logo.jpg');
  // Sent as multipart: the browser writes the type with its boundary (lib/http-request.ts).
  return apiPost<TeamDetail>(`/teams/${id}/logo`, form);
}

export const useUploadTeamLogo = (id: string) => useTeamMutation((logo: Blob) => uploadTeamLogo(id, logo));

/** DELETE /teams/{id}/logo: the team goes back to its initials. */
export const useRemoveTeamLogo = (id: string) =>
  useTeamMutation(() => apiDelete<TeamDetail>(`/teams/${id}/logo`));

/** POST /teams/{id}/join-requests/{request_id}/cancel: the player takes back a join request. */
export const useCancelJoinRequest = (teamId: string) =>
  useTeamMutation((requestId: string) => apiPost<void>(`/teams/${teamId}/join-requests/${requestId}/cancel`));

/** POST /invitations/{id}/accept or /decline: the invited player's answer (accept joins the team). */
export const useAnswerInvitation = () =>
  useTeamMutation(({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
    apiPost<void>(`/invitations/${id}/${answer}`),
  );

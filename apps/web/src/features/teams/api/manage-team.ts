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
import { apiClient } from '../../../lib/api-client';

/** POST /teams: the creator becomes the captain. */
async function createTeam(body: CreateTeamBody): Promise<TeamDetail> {
  return (await apiClient.post<TeamDetail>('/teams', body)).data;
}

/** PATCH /teams/{id}: only the fields sent change (captain). */
async function updateTeam(id: string, body: UpdateTeamBody): Promise<TeamDetail> {
  return (await apiClient.patch<TeamDetail>(`/teams/${id}`, body)).data;
}

async function deleteTeam(id: string): Promise<void> {
  await apiClient.delete(`/teams/${id}`);
}

async function leaveTeam(id: string): Promise<LeaveTeamResult> {
  return (await apiClient.post<LeaveTeamResult>(`/teams/${id}/leave`)).data;
}

/** POST /teams/{id}/join: joins at once or files a join request, as the team's rules say. */
async function joinTeam(id: string, body: JoinTeamBody): Promise<JoinTeamResult> {
  return (await apiClient.post<JoinTeamResult>(`/teams/${id}/join`, body)).data;
}

/** POST /teams/join: joins whichever team has this code. */
async function joinByCode(code: string): Promise<JoinTeamResult> {
  return (await apiClient.post<JoinTeamResult>('/teams/join', { code })).data;
}

async function rotateInviteSecrets(id: string): Promise<TeamInviteSecrets> {
  return (await apiClient.post<TeamInviteSecrets>(`/teams/${id}/invite-link/rotate`)).data;
}

/** POST /teams/{id}/logo: one JPG or PNG, re-encoded by the server. */
async function uploadTeamLogo(id: string, logo: Blob): Promise<TeamDetail> {
  const form = new FormData();
  form.append('logo', logo, 'logo.jpg');
  // The browser writes the multipart boundary itself; the client's JSON default must not apply.
  const headers = { 'Content-Type': 'multipart/form-data' };
  return (await apiClient.post<TeamDetail>(`/teams/${id}/logo`, form, { headers })).data;
}

/** DELETE /teams/{id}/logo: the team goes back to its initials. */
async function removeTeamLogo(id: string): Promise<TeamDetail> {
  return (await apiClient.delete<TeamDetail>(`/teams/${id}/logo`)).data;
}

/** POST /invitations/{id}/accept or /decline: the invited player's answer (accept joins the team). */
async function answerInvitation({ id, answer }: { id: string; answer: 'accept' | 'decline' }): Promise<void> {
  await apiClient.post(`/invitations/${id}/${answer}`);
}

async function cancelJoinRequest(teamId: string, requestId: string): Promise<void> {
  await apiClient.post(`/teams/${teamId}/join-requests/${requestId}/cancel`);
}

export const useCreateTeam = () => useTeamMutation(createTeam);
export const useUpdateTeam = (id: string) => useTeamMutation((body: UpdateTeamBody) => updateTeam(id, body));
export const useDeleteTeam = () => useTeamMutation(deleteTeam);
export const useLeaveTeam = () => useTeamMutation(leaveTeam);
export const useJoinTeam = (id: string) => useTeamMutation((body: JoinTeamBody) => joinTeam(id, body));
export const useJoinByCode = () => useTeamMutation(joinByCode);
export const useRotateInviteSecrets = (id: string) => useTeamMutation(() => rotateInviteSecrets(id));
export const useUploadTeamLogo = (id: string) => useTeamMutation((logo: Blob) => uploadTeamLogo(id, logo));
export const useRemoveTeamLogo = (id: string) => useTeamMutation(() => removeTeamLogo(id));
export const useCancelJoinRequest = (teamId: string) =>
  useTeamMutation((requestId: string) => cancelJoinRequest(teamId, requestId));
/** Accept (join the team) or decline an invitation to me. */
export const useAnswerInvitation = () => useTeamMutation(answerInvitation);

import { useMutation } from '@tanstack/react-query';
import type { AutoFormationBody, AutoFormationResult } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /teams/{id}/formations/auto: the solver's line-up around the locked players; nothing is saved. */
export async function autoFormation(teamId: string, body: AutoFormationBody): Promise<AutoFormationResult> {
  const response = await apiClient.post<AutoFormationResult>(`/teams/${teamId}/formations/auto`, body);
  return response.data;
}

export function useAutoFormation(teamId: string) {
  return useMutation({ mutationFn: (body: AutoFormationBody) => autoFormation(teamId, body) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Formation, SaveFormationBody } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { formationKeys } from './formation-keys';

/** POST /teams/{id}/formations (a new one) or PUT /teams/{id}/formations/{formation_id} (replace it). */
export async function saveFormation(
  teamId: string,
  formationId: string | null,
  body: SaveFormationBody,
): Promise<Formation> {
  const response =
    formationId === null
      ? await apiClient.post<Formation>(`/teams/${teamId}/formations`, body)
      : await apiClient.put<Formation>(`/teams/${teamId}/formations/${formationId}`, body);
  return response.data;
}

/** Saving may unmark the previous default, so the whole list is read again. */
export function useSaveFormation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { formationId: string | null; body: SaveFormationBody }) =>
      saveFormation(teamId, input.formationId, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formationKeys.list(teamId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { formationKeys } from './formation-keys';

/** DELETE /teams/{id}/formations/{formation_id} (captain and vice-captains). */
export async function deleteFormation(teamId: string, formationId: string): Promise<void> {
  await apiClient.delete(`/teams/${teamId}/formations/${formationId}`);
}

export function useDeleteFormation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formationId: string) => deleteFormation(teamId, formationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formationKeys.list(teamId) }),
  });
}

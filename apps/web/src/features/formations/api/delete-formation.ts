import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { formationKeys } from './formation-keys';

/** DELETE /teams/{id}/formations/{formation_id} (captain and vice-captains). */
export const useDeleteFormation = (teamId: string) =>
  useMutation({
    mutationFn: (formationId: string) => apiDelete(`/teams/${teamId}/formations/${formationId}`),
    onSuccess: (_data, _formationId, _context, { client }) =>
      client.invalidateQueries({ queryKey: formationKeys.list(teamId) }),
  });

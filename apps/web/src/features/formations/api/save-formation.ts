import { useMutation } from '@tanstack/react-query';
import type { Formation, SaveFormationBody } from '@oyna/shared';
import { apiPost, apiPut } from '../../../lib/api-client';
import { formationKeys } from './formation-keys';

/**
 * POST /teams/{id}/formations (a new one) or PUT /teams/{id}/formations/{formation_id} (replace it).
 * Saving may unmark the previous default, so the whole list is read again.
 */
export const useSaveFormation = (teamId: string) =>
  useMutation({
    mutationFn: ({ formationId, body }: { formationId: string | null; body: SaveFormationBody }) =>
      formationId === null
        ? apiPost<Formation>(`/teams/${teamId}/formations`, body)
        : apiPut<Formation>(`/teams/${teamId}/formations/${formationId}`, body),
    onSuccess: (_formation, _input, _context, { client }) =>
      client.invalidateQueries({ queryKey: formationKeys.list(teamId) }),
  });

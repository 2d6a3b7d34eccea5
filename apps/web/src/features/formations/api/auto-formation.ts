import { useMutation } from '@tanstack/react-query';
import type { AutoFormationBody, AutoFormationResult } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /teams/{id}/formations/auto: the solver's line-up around the locked players; nothing is saved. */
export const useAutoFormation = (teamId: string) =>
  useMutation({
    mutationFn: (body: AutoFormationBody) =>
      apiPost<AutoFormationResult>(`/teams/${teamId}/formations/auto`, body),
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormationListResponse } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { formationKeys } from './formation-keys';

/** GET /teams/{id}/formations: the team's saved formations, the default first (members only for a private team). */
export async function getTeamFormations(
  teamId: string,
  signal?: AbortSignal,
): Promise<FormationListResponse> {
  const response = await apiClient.get<FormationListResponse>(`/teams/${teamId}/formations`, { signal });
  return response.data;
}

export function teamFormationsQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: formationKeys.list(teamId),
    queryFn: ({ signal }) => getTeamFormations(teamId, signal),
    staleTime: 30_000,
  });
}

export function useTeamFormations(teamId: string, enabled: boolean) {
  return useQuery({ ...teamFormationsQueryOptions(teamId), enabled });
}

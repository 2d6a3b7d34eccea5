import { useQuery } from '@tanstack/react-query';
import type { FormationListResponse } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { formationKeys } from './formation-keys';

/** GET /teams/{id}/formations: the team's saved formations, the default first (members only for a private team). */
export const teamFormationsQueryOptions = (teamId: string) =>
  apiQuery<FormationListResponse>(formationKeys.list(teamId), `/teams/${teamId}/formations`, {
    staleTime: 30_000,
  });

export const useTeamFormations = (teamId: string, enabled: boolean) =>
  useQuery({ ...teamFormationsQueryOptions(teamId), enabled });

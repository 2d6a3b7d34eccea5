import { useQuery } from '@tanstack/react-query';
import type { TeamSlotList } from '@oyna/shared';
import { teamKeys } from '../../../api/team-keys';
import { apiQuery } from '../../../lib/api-client';

/** GET /teams/{id}/slots: the team's active weekly slots, each with its next dates (members only). */
export const useTeamSlots = (teamId: string, enabled: boolean) =>
  useQuery({
    ...apiQuery<TeamSlotList>(teamKeys.slots(teamId), `/teams/${teamId}/slots`, {
      // Team-mates answer meanwhile: the counts are read again after a while.
      staleTime: 30_000,
    }),
    enabled,
  });

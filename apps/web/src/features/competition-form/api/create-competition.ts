import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Competition, CreateCompetitionBody } from '@oyna/shared';
import { competitionKeys } from '../../../api/competition-keys';
import { apiClient } from '../../../lib/api-client';

/** POST /competitions: an organizer creates a competition, open for registration at once. */
export function useCreateCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateCompetitionBody) =>
      (await apiClient.post<Competition>('/competitions', body)).data,
    onSuccess: async (competition) => {
      queryClient.setQueryData(competitionKeys.detail(competition.id), competition);
      await queryClient.invalidateQueries({ queryKey: competitionKeys.lists() });
    },
  });
}

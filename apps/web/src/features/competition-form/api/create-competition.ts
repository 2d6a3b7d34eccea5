import { useMutation } from '@tanstack/react-query';
import type { Competition, CreateCompetitionBody } from '@oyna/shared';
import { competitionKeys } from '../../../api/competition-keys';
import { apiPost } from '../../../lib/api-client';

/** POST /competitions: an organizer creates a competition, open for registration at once. */
export const useCreateCompetition = () =>
  useMutation({
    mutationFn: (body: CreateCompetitionBody) => apiPost<Competition>('/competitions', body),
    onSuccess: async (competition, _body, _context, { client }) => {
      client.setQueryData(competitionKeys.detail(competition.id), competition);
      await client.invalidateQueries({ queryKey: competitionKeys.lists() });
    },
  });

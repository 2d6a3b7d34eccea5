import { useMutation } from '@tanstack/react-query';
import type { CreateTeamMatchBody, RecordTeamMatchResultBody, SaveSquadBody, TeamMatch } from '@oyna/shared';
import { teamKeys } from '../../../api/team-keys';
import { apiPost, apiPut } from '../../../lib/api-client';
import { teamMatchKeys } from './team-match-keys';

/**
 * A change to a match: the match answered is put in place, then every match list and the teams'
 * pages (statistics, history) are read again.
 */
function useMatchMutation<Input>(request: (input: Input) => Promise<TeamMatch>) {
  return useMutation({
    mutationFn: request,
    onSuccess: async (match, _input, _result, { client }) => {
      client.setQueryData(teamMatchKeys.detail(match.id), match);
      await Promise.all([
        client.invalidateQueries({ queryKey: teamMatchKeys.all }),
        client.invalidateQueries({ queryKey: teamKeys.all }),
      ]);
    },
  });
}

/** POST /team-matches: a captain challenges another team. */
export const useCreateTeamMatch = () =>
  useMatchMutation((body: CreateTeamMatchBody) => apiPost<TeamMatch>('/team-matches', body));

/** The answers and decisions on a match that take at most a reason. */
export type TeamMatchDecision = 'accept' | 'decline' | 'cancel' | 'confirm' | 'dispute';

/** POST /team-matches/{id}/accept|decline|cancel|confirm|dispute. */
export const useDecideTeamMatch = (matchId: string) =>
  useMatchMutation(({ decision, reason }: { decision: TeamMatchDecision; reason?: string }) =>
    apiPost<TeamMatch>(`/team-matches/${matchId}/${decision}`, reason === undefined ? {} : { reason }),
  );

/** PUT /team-matches/{id}/squads/{team_id}: the captain's pick replaces the squad. */
export const useSaveSquad = (matchId: string, teamId: string) =>
  useMatchMutation((body: SaveSquadBody) =>
    apiPut<TeamMatch>(`/team-matches/${matchId}/squads/${teamId}`, body),
  );

/** POST /team-matches/{id}/result: the home captain records the score, goals and attendance. */
export const useRecordTeamMatchResult = (matchId: string) =>
  useMatchMutation((body: RecordTeamMatchResultBody) =>
    apiPost<TeamMatch>(`/team-matches/${matchId}/result`, body),
  );

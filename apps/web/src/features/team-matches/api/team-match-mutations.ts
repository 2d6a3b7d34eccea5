import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateTeamMatchBody, RecordTeamMatchResultBody, SaveSquadBody, TeamMatch } from '@oyna/shared';
import { teamKeys } from '../../../api/team-keys';
import { apiClient } from '../../../lib/api-client';
import { teamMatchKeys } from './team-match-keys';

/** A match changed: it, every match list, and the teams' pages (statistics, history) are reread. */
async function matchChanged(queryClient: QueryClient, match: TeamMatch): Promise<void> {
  queryClient.setQueryData(teamMatchKeys.detail(match.id), match);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: teamMatchKeys.all }),
    queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  ]);
}

function useMatchMutation<Input>(request: (input: Input) => Promise<TeamMatch>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (match) => matchChanged(queryClient, match),
  });
}

const post = async (path: string, body?: unknown) => (await apiClient.post<TeamMatch>(path, body)).data;

/** POST /team-matches: a captain challenges another team. */
export function useCreateTeamMatch() {
  return useMatchMutation((body: CreateTeamMatchBody) => post('/team-matches', body));
}

/** The answers and decisions on a match that take at most a reason. */
export type TeamMatchDecision = 'accept' | 'decline' | 'cancel' | 'confirm' | 'dispute';

/** POST /team-matches/{id}/accept|decline|cancel|confirm|dispute. */
export function useDecideTeamMatch(matchId: string) {
  return useMatchMutation(({ decision, reason }: { decision: TeamMatchDecision; reason?: string }) =>
    post(`/team-matches/${matchId}/${decision}`, reason === undefined ? {} : { reason }),
  );
}

/** PUT /team-matches/{id}/squads/{team_id}: the captain's pick replaces the squad. */
export function useSaveSquad(matchId: string, teamId: string) {
  return useMatchMutation(
    async (body: SaveSquadBody) =>
      (await apiClient.put<TeamMatch>(`/team-matches/${matchId}/squads/${teamId}`, body)).data,
  );
}

/** POST /team-matches/{id}/result: the home captain records the score, goals and attendance. */
export function useRecordTeamMatchResult(matchId: string) {
  return useMatchMutation((body: RecordTeamMatchResultBody) => post(`/team-matches/${matchId}/result`, body));
}

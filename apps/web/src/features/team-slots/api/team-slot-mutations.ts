import { useMutation } from '@tanstack/react-query';
import type {
  TeamSlot,
  TeamSlotChange,
  TeamSlotDate,
  TeamSlotInputRequest,
  TeamSlotList,
  TeamSlotSquadBody,
} from '@oyna/shared';
import { withSlotDate } from '../../../api/team-slot-answer';
import { teamKeys } from '../../../api/team-keys';
import { apiDelete, apiPatch, apiPost, apiPut } from '../../../lib/api-client';

/** A change to the team's slots: they are read again (dates and answers follow from the schedule). */
function useSlotsMutation<Input, Result>(teamId: string, request: (input: Input) => Promise<Result>) {
  return useMutation({
    mutationFn: request,
    onSuccess: (_result, _input, _context, { client }) =>
      client.invalidateQueries({ queryKey: teamKeys.slots(teamId) }),
  });
}

/**
 * POST /teams/{id}/slots (no slot yet: a captain or vice-captain gives the team a weekly slot) or
 * PATCH /teams/{id}/slots/{slot_id} (the fields changed; answers of dates no longer in the schedule go).
 */
export const useSaveTeamSlot = (teamId: string, slotId: string | null) =>
  useSlotsMutation(teamId, (body: TeamSlotInputRequest | TeamSlotChange) =>
    slotId === null
      ? apiPost<TeamSlot>(`/teams/${teamId}/slots`, body)
      : apiPatch<TeamSlot>(`/teams/${teamId}/slots/${slotId}`, body),
  );

/** DELETE /teams/{id}/slots/{slot_id}: the slot ends (members coming to a date are told). */
export const useEndTeamSlot = (teamId: string) =>
  useSlotsMutation(teamId, (slotId: string) => apiDelete(`/teams/${teamId}/slots/${slotId}`));

/** PUT /teams/{id}/slots/{slot_id}/dates/{date}/squad: the pick replaces the date's squad. */
export const useSaveTeamSlotSquad = (teamId: string, slotId: string, date: string) =>
  useMutation({
    mutationFn: (body: TeamSlotSquadBody) =>
      apiPut<TeamSlotDate>(`/teams/${teamId}/slots/${slotId}/dates/${date}/squad`, body),
    onSuccess: (saved, _body, _context, { client }) =>
      client.setQueryData<TeamSlotList>(teamKeys.slots(teamId), (list) => withSlotDate(list, slotId, saved)),
  });

import { useMutation } from '@tanstack/react-query';
import type { MyTeamSlotDates, TeamSlotAnswer, TeamSlotDate, TeamSlotList } from '@oyna/shared';
import { apiPut } from '../lib/api-client';
import { teamKeys } from './team-keys';

/** Which date of which weekly slot is answered, and how. */
export interface TeamSlotAnswerVariables {
  slotId: string;
  /** `YYYY-MM-DD`, a date of the slot's schedule. */
  date: string;
  answer: TeamSlotAnswer;
}

/** The team's slots with one date replaced by the server's (after an answer or a squad pick). */
export function withSlotDate(
  list: TeamSlotList | undefined,
  slotId: string,
  changed: TeamSlotDate,
): TeamSlotList | undefined {
  if (!list) return list;
  return {
    ...list,
    items: list.items.map((slot) =>
      slot.id === slotId
        ? { ...slot, dates: slot.dates.map((date) => (date.date === changed.date ? changed : date)) }
        : slot,
    ),
  };
}

/** My dashboard's next dates with one replaced by the server's. */
function withMyDate(
  mine: MyTeamSlotDates | undefined,
  slotId: string,
  changed: TeamSlotDate,
): MyTeamSlotDates | undefined {
  if (!mine) return mine;
  return {
    ...mine,
    items: mine.items.map((item) =>
      item.slot_id === slotId && item.date.date === changed.date ? { ...item, date: changed } : item,
    ),
  };
}

/**
 * PUT /teams/{id}/slots/{slot_id}/dates/{date}/answer: my answer for a date of the team's weekly
 * slot (coming, not coming, maybe), from the team page, my dashboard and a reminder in the
 * notification centre; the team's slots and my dashboard then show the date as the server answered it.
 */
export const useAnswerTeamSlot = (teamId: string) =>
  useMutation({
    mutationFn: ({ slotId, date, answer }: TeamSlotAnswerVariables) =>
      apiPut<TeamSlotDate>(`/teams/${teamId}/slots/${slotId}/dates/${date}/answer`, { answer }),
    onSuccess: (answered, { slotId }, _result, { client }) => {
      client.setQueryData<TeamSlotList>(teamKeys.slots(teamId), (list) =>
        withSlotDate(list, slotId, answered),
      );
      client.setQueryData<MyTeamSlotDates>(teamKeys.mySlotDates(), (mine) =>
        withMyDate(mine, slotId, answered),
      );
    },
  });

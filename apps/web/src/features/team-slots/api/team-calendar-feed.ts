import { useMutation, useQuery } from '@tanstack/react-query';
import type { TeamCalendarFeed } from '@oyna/shared';
import { teamKeys } from '../../../api/team-keys';
import { apiDelete, apiPost, apiQuery } from '../../../lib/api-client';

/** GET /teams/{id}/calendar-feed: the team calendar's address, null until a manager makes it. */
export const useTeamCalendarFeed = (teamId: string, enabled: boolean) =>
  useQuery({
    ...apiQuery<TeamCalendarFeed>(teamKeys.calendarFeed(teamId), `/teams/${teamId}/calendar-feed`),
    enabled,
  });

/** POST /teams/{id}/calendar-feed: a new address (the old one stops working). */
export const useMakeTeamCalendarFeed = (teamId: string) =>
  useMutation({
    mutationFn: () => apiPost<TeamCalendarFeed>(`/teams/${teamId}/calendar-feed`),
    onSuccess: (feed, _input, _result, { client }) =>
      client.setQueryData<TeamCalendarFeed>(teamKeys.calendarFeed(teamId), feed),
  });

/** DELETE /teams/{id}/calendar-feed: the team calendar's address stops working. */
export const useRevokeTeamCalendarFeed = (teamId: string) =>
  useMutation({
    mutationFn: () => apiDelete(`/teams/${teamId}/calendar-feed`),
    onSuccess: (_data, _input, _result, { client }) =>
      client.setQueryData<TeamCalendarFeed>(teamKeys.calendarFeed(teamId), {
        url: null,
        webcal_url: null,
        created_at: null,
      }),
  });

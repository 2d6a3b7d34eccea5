import { useMutation, useQuery } from '@tanstack/react-query';
import type { CalendarFeedLink, CalendarFeedStatus } from '@oyna/shared';
import { apiDelete, apiPost, apiQuery } from '../../../lib/api-client';
import { userKeys } from '../../../api/user-keys';

/** GET /users/me/calendar-feed: whether my calendar feed is on, and since when. */
export const useCalendarFeed = () =>
  useQuery(apiQuery<CalendarFeedStatus>(userKeys.calendarFeed(), '/users/me/calendar-feed'));

/** POST /users/me/calendar-feed: a new address for my feed (the old one stops working), shown once. */
export const useMakeCalendarFeed = () =>
  useMutation({
    mutationFn: () => apiPost<CalendarFeedLink>('/users/me/calendar-feed'),
    onSuccess: (link, _input, _result, { client }) =>
      client.setQueryData<CalendarFeedStatus>(userKeys.calendarFeed(), {
        active: true,
        created_at: link.created_at,
      }),
  });

/** DELETE /users/me/calendar-feed: my feed's address stops working. */
export const useRevokeCalendarFeed = () =>
  useMutation({
    mutationFn: () => apiDelete('/users/me/calendar-feed'),
    onSuccess: (_data, _input, _result, { client }) =>
      client.setQueryData<CalendarFeedStatus>(userKeys.calendarFeed(), { active: false, created_at: null }),
  });

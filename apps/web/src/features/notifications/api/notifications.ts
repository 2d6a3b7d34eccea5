import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type {
  NotificationFilter,
  NotificationList,
  NotificationSelection,
  NotificationStreamTicket,
} from '@oyna/shared';
import { notificationKeys } from '../../../api/notification-keys';
import { apiGet, apiPost } from '../../../lib/api-client';

/** The answer of the requests that change the bell's number. */
interface UnreadCount {
  unread_count: number;
}

/**
 * GET /notifications/unread-count: the bell's number (kept as a plain number, which the live stream
 * sets in between); refetched when the player comes back to the tab.
 */
export const useUnreadCount = (enabled = true) =>
  useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }) =>
      (await apiGet<UnreadCount>('/notifications/unread-count', signal)).unread_count,
    enabled,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });

/** GET /notifications: my notifications of one filter, page after page ("show more"). */
export const useNotifications = (filter: NotificationFilter, pageSize: number) =>
  useInfiniteQuery({
    queryKey: notificationKeys.list(filter, pageSize),
    queryFn: ({ pageParam, signal }) =>
      apiGet<NotificationList>('/notifications', signal, { filter, page: pageParam, page_size: pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });

type Action = 'read' | 'archive';

/**
 * POST /notifications/read or /archive: marks read or archives (some, or with no ids all); the
 * count is set and the lists read again.
 */
export const useChangeNotifications = (action: Action) =>
  useMutation({
    mutationFn: async (selection: NotificationSelection) =>
      (await apiPost<UnreadCount>(`/notifications/${action}`, selection)).unread_count,
    onSuccess: (unread, _selection, _result, { client }) => {
      client.setQueryData(notificationKeys.unread(), unread);
      void client.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });

/** POST /notifications/events/ticket: a one-time ticket to open the live stream with. */
export const getStreamTicket = () => apiPost<NotificationStreamTicket>('/notifications/events/ticket');

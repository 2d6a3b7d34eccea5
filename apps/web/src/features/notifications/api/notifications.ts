import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationFilter,
  NotificationList,
  NotificationSelection,
  NotificationStreamTicket,
} from '@oyna/shared';
import { notificationKeys } from '../../../api/notification-keys';
import { apiClient } from '../../../lib/api-client';

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const response = await apiClient.get<{ unread_count: number }>('/notifications/unread-count', { signal });
  return response.data.unread_count;
}

/** The bell's number: refetched when the player comes back to the tab; the live stream sets it in between. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
}

export async function getNotifications(
  params: { filter: NotificationFilter; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<NotificationList> {
  const response = await apiClient.get<NotificationList>('/notifications', {
    params: { filter: params.filter, page: params.page, page_size: params.pageSize },
    signal,
  });
  return response.data;
}

/** My notifications of one filter, page after page ("show more"). */
export function useNotifications(filter: NotificationFilter, pageSize: number) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(filter, pageSize),
    queryFn: ({ pageParam, signal }) => getNotifications({ filter, page: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
}

type Action = 'read' | 'archive';

async function changeNotifications(action: Action, selection: NotificationSelection): Promise<number> {
  const response = await apiClient.post<{ unread_count: number }>(`/notifications/${action}`, selection);
  return response.data.unread_count;
}

/** Marks read or archives (some, or with no ids all); the count is set and the lists read again. */
export function useChangeNotifications(action: Action) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selection: NotificationSelection) => changeNotifications(action, selection),
    onSuccess: (unread) => {
      queryClient.setQueryData(notificationKeys.unread(), unread);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}

export async function getStreamTicket(): Promise<NotificationStreamTicket> {
  const response = await apiClient.post<NotificationStreamTicket>('/notifications/events/ticket');
  return response.data;
}

import type { NotificationFilter } from '@oyna/shared';

/** Query keys of my notifications: the bell, the centre and the notification settings. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread-count'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: NotificationFilter, pageSize: number) =>
    [...notificationKeys.lists(), filter, pageSize] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

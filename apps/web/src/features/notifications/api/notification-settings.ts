import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationSettings,
  NotificationSettingsUpdate,
  PushSubscription,
  PushSubscriptionInput,
  TelegramLink,
} from '@oyna/shared';
import { notificationKeys } from '../../../api/notification-keys';
import { apiClient } from '../../../lib/api-client';

export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  const response = await apiClient.get<NotificationSettings>('/users/me/settings/notifications', { signal });
  return response.data;
}

/** My notification settings; read again when I come back (from linking Telegram, say). */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
    refetchOnWindowFocus: true,
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: NotificationSettingsUpdate) =>
      (await apiClient.put<NotificationSettings>('/users/me/settings/notifications', update)).data,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  });
}

/** POST /notifications/telegram/link: the bot's deep link with a one-time token. */
export function useLinkTelegram() {
  return useMutation({
    mutationFn: async () => (await apiClient.post<TelegramLink>('/notifications/telegram/link')).data,
  });
}

export function useUnlinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => void (await apiClient.delete('/notifications/telegram')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.settings() }),
  });
}

export function useAddPushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PushSubscriptionInput) =>
      (await apiClient.post<PushSubscription>('/notifications/push-subscriptions', input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.settings() }),
  });
}

export function useRemovePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      void (await apiClient.delete(`/notifications/push-subscriptions/${id}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.settings() }),
  });
}

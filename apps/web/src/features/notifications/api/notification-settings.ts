import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  NotificationSettings,
  NotificationSettingsUpdate,
  PushSubscription,
  PushSubscriptionInput,
  TelegramLink,
  WhatsAppOptIn,
} from '@oyna/shared';
import { notificationKeys } from '../../../api/notification-keys';
import { apiDelete, apiPost, apiPut, apiQuery } from '../../../lib/api-client';

/** GET /users/me/settings/notifications: mine; read again when I come back (from linking Telegram, say). */
export const useNotificationSettings = () =>
  useQuery(
    apiQuery<NotificationSettings>(notificationKeys.settings(), '/users/me/settings/notifications', {
      refetchOnWindowFocus: true,
    }),
  );

/** PUT /users/me/settings/notifications: saves the settings and answers what was saved. */
export const useSaveNotificationSettings = () =>
  useMutation({
    mutationFn: (update: NotificationSettingsUpdate) =>
      apiPut<NotificationSettings>('/users/me/settings/notifications', update),
    onSuccess: (settings, _update, _result, { client }) =>
      client.setQueryData(notificationKeys.settings(), settings),
  });

/** POST /notifications/telegram/link: the bot's deep link with a one-time token. */
export const useLinkTelegram = () =>
  useMutation({ mutationFn: () => apiPost<TelegramLink>('/notifications/telegram/link') });

/** DELETE /notifications/telegram: unlinks my Telegram chat. */
export const useUnlinkTelegram = () =>
  useMutation({
    mutationFn: () => apiDelete('/notifications/telegram'),
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: notificationKeys.settings() }),
  });

/** POST /notifications/push-subscriptions: this browser's push subscription. */
export const useAddPushSubscription = () =>
  useMutation({
    mutationFn: (input: PushSubscriptionInput) =>
      apiPost<PushSubscription>('/notifications/push-subscriptions', input),
    onSuccess: (_subscription, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: notificationKeys.settings() }),
  });

/** DELETE /notifications/push-subscriptions/{id}: one push subscription off. */
export const useRemovePushSubscription = () =>
  useMutation({
    mutationFn: (id: string) => apiDelete(`/notifications/push-subscriptions/${id}`),
    onSuccess: (_data, _id, _result, { client }) =>
      client.invalidateQueries({ queryKey: notificationKeys.settings() }),
  });

/** POST /notifications/whatsapp: my consent to WhatsApp messages, with the wording as it was shown. */
export const useOptInToWhatsApp = () =>
  useMutation({
    mutationFn: (consent: WhatsAppOptIn) => apiPost('/notifications/whatsapp', consent),
    onSuccess: (_data, _consent, _result, { client }) =>
      client.invalidateQueries({ queryKey: notificationKeys.settings() }),
  });

/** DELETE /notifications/whatsapp: withdraws my consent. */
export const useOptOutOfWhatsApp = () =>
  useMutation({
    mutationFn: () => apiDelete('/notifications/whatsapp'),
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: notificationKeys.settings() }),
  });

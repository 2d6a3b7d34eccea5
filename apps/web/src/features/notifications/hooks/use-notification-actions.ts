import type { Notification } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useChangeNotifications } from '../api/notifications';

/** Open (mark read), archive one, mark all read: with a toast when it fails. */
export function useNotificationActions() {
  const { t } = useTranslation();
  const read = useChangeNotifications('read');
  const archive = useChangeNotifications('archive');
  const failed = (error: unknown) =>
    toast.error(`${t('notifications.failed')}: ${errorMessage(error, (key) => t(key))}`);
  return {
    open: (notification: Notification) => {
      if (notification.read_at === null) read.mutate({ ids: [notification.id] }, { onError: failed });
    },
    archive: (notification: Notification) =>
      archive.mutate(
        { ids: [notification.id] },
        { onSuccess: () => toast.success(t('notifications.archived_done')), onError: failed },
      ),
    markAllRead: () =>
      read.mutate({}, { onSuccess: () => toast.success(t('notifications.all_read')), onError: failed }),
    archiveRead: () => archive.mutate({}, { onError: failed }),
    busy: read.isPending || archive.isPending,
  };
}

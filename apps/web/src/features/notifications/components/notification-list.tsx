import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { NotificationFilter } from '@oyna/shared';
import { Fragment } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/errors/error-state';
import { useNotifications } from '../api/notifications';
import { useNow } from '../hooks/use-now';
import { NotificationEmpty } from './notification-empty';
import { NotificationItem, type NotificationItemOptions } from './notification-item';

interface NotificationListProps extends NotificationItemOptions {
  filter: NotificationFilter;
  pageSize: number;
}

/** My notifications of a filter, newest first, with "show more" and an empty state. */
export function NotificationList({ filter, pageSize, ...options }: NotificationListProps) {
  const { t } = useTranslation();
  const now = useNow();
  const query = useNotifications(filter, pageSize);

  if (query.isPending) {
    return (
      <Stack spacing={1} sx={{ p: 1 }} aria-busy>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <ErrorState title={t('notifications.error')} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  // A notification that arrived meanwhile shifts the pages: each is shown once.
  const seen = new Set<string>();
  const items = query.data.pages
    .flatMap((page) => page.items)
    .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  if (items.length === 0) return <NotificationEmpty filter={filter} />;

  return (
    <Stack>
      <List data-testid="notification-list" sx={{ py: 0 }}>
        {items.map((notification, index) => (
          <Fragment key={notification.id}>
            {index > 0 ? <Divider component="li" aria-hidden sx={{ mx: 2 }} /> : null}
            <NotificationItem
              {...options}
              notification={notification}
              now={now}
              onArchive={filter === 'archived' ? undefined : options.onArchive}
            />
          </Fragment>
        ))}
      </List>
      {!options.compact && query.hasNextPage ? (
        <Button
          variant="outlined"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          sx={{ alignSelf: 'center', my: 2 }}
          data-testid="notifications-more"
        >
          {t('notifications.load_more')}
        </Button>
      ) : null}
    </Stack>
  );
}

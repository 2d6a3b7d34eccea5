import DoneAllIcon from '@mui/icons-material/DoneAll';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import { NOTIFICATION_FILTERS, type NotificationFilter } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { useUnreadCount } from '../api/notifications';
import { NotificationList } from '../components/notification-list';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { ScrollableTabs } from '../../../components/tabs/scrollable-tabs';
import { PageHeading } from '../../../components/page-heading';

const PAGE_SIZE = 20;

const isFilter = (value: string | null): value is NotificationFilter =>
  (NOTIFICATION_FILTERS as readonly (string | null)[]).includes(value);

/** `/notifications`: the whole centre, with the inbox, the unread and the archive. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter: NotificationFilter = isFilter(raw) ? raw : 'inbox';
  const unread = useUnreadCount();
  const actions = useNotificationActions();
  const count = unread.data ?? 0;

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <PageHeading
        title={t('notifications.title')}
        actions={
          <>
            {filter !== 'archived' ? (
              <Button
                variant="outlined"
                startIcon={<DoneAllIcon />}
                onClick={actions.markAllRead}
                disabled={count === 0 || actions.busy}
                data-testid="notifications-read-all"
              >
                {t('notifications.mark_all_read')}
              </Button>
            ) : null}
            {filter === 'inbox' ? (
              <Button
                variant="text"
                startIcon={<ArchiveOutlinedIcon />}
                onClick={actions.archiveRead}
                disabled={actions.busy}
                data-testid="notifications-archive-read"
              >
                {t('notifications.archive_read')}
              </Button>
            ) : null}
          </>
        }
      />
      <ScrollableTabs
        value={filter}
        onChange={(_event, value: NotificationFilter) =>
          setParams(value === 'inbox' ? {} : { filter: value }, { replace: true })
        }
        aria-label={t('notifications.filters.label')}
      >
        {NOTIFICATION_FILTERS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={
              value === 'unread' && count > 0
                ? `${t(`notifications.filters.${value}`)} (${count})`
                : t(`notifications.filters.${value}`)
            }
            data-testid={`notifications-filter-${value}`}
          />
        ))}
      </ScrollableTabs>
      <Paper variant="outlined" sx={{ borderRadius: '20px', p: 0.5 }}>
        <NotificationList
          filter={filter}
          pageSize={PAGE_SIZE}
          onOpen={actions.open}
          onArchive={actions.archive}
        />
      </Paper>
    </Stack>
  );
}

import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { useUnreadCount } from '../api/notifications';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { NotificationList } from './notification-list';
import { LinkButton } from '../../../components/link-button';
import { useFirstPageShown } from '../../../hooks/use-first-page-shown';
import { BarTooltip } from '../../../components/bar-tooltip';

/** The badge shows up to this; more is "99+". */
export const BADGE_MAX = 99;
const MENU_PAGE_SIZE = 8;

/**
 * The bell of the top bar: the unread count, live from the stream. On a wide screen it opens the
 * latest notifications in a menu; on a phone, the notifications page.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // The count and the live stream start after the first page is on screen (decision 105).
  const firstPageShown = useFirstPageShown();
  const unread = useUnreadCount(firstPageShown);
  const actions = useNotificationActions();
  useNotificationStream(firstPageShown);
  const count = unread.data ?? 0;
  const close = () => setAnchor(null);

  return (
    <>
      <BarTooltip title={t('notifications.bell')}>
        <IconButton
          color="inherit"
          aria-label={count > 0 ? t('notifications.bell_unread', { count }) : t('notifications.bell')}
          aria-haspopup={isDesktop ? 'dialog' : undefined}
          aria-expanded={isDesktop ? anchor !== null : undefined}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => (isDesktop ? setAnchor(event.currentTarget) : void navigate('/notifications'))}
          data-testid="notifications"
        >
          <Badge
            badgeContent={count > 0 ? count : null}
            max={BADGE_MAX}
            color="error"
            data-testid="notifications-badge"
            // The button's label says the number; the badge is what the eye sees.
            slotProps={{ badge: { 'aria-hidden': true } as object }}
          >
            <NotificationsOutlinedIcon />
          </Badge>
        </IconButton>
      </BarTooltip>
      <Popover
        id={menuId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('notifications.title'),
            sx: { width: 400, maxWidth: 'calc(100vw - 24px)', borderRadius: 3 },
          } as object,
        }}
      >
        <Box data-testid="notification-menu">
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              px: 2,
              py: 1.5,
            }}
          >
            <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
              {t('notifications.title')}
            </Typography>
            {count > 0 ? (
              <Button
                size="small"
                onClick={actions.markAllRead}
                disabled={actions.busy}
                data-testid="notifications-read-all"
              >
                {t('notifications.mark_all_read')}
              </Button>
            ) : null}
          </Box>
          <Divider />
          <Box sx={{ maxHeight: 'min(480px, 60vh)', overflowY: 'auto', p: 0.5 }}>
            <NotificationList
              filter="inbox"
              pageSize={MENU_PAGE_SIZE}
              compact
              onOpen={(notification) => {
                actions.open(notification);
                close();
              }}
              onArchive={actions.archive}
            />
          </Box>
          <Divider />
          <LinkButton to="/notifications" onClick={close} fullWidth sx={{ py: 1.25, borderRadius: 0 }}>
            {t('notifications.see_all')}
          </LinkButton>
        </Box>
      </Popover>
    </>
  );
}

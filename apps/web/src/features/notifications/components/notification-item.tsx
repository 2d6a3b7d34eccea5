import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Notification } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { relativeTime } from '../lib/relative-time';
import { TeamSlotReminderAnswer } from './team-slot-reminder-answer';

/** What every item of a list of notifications does and how it shows (the list passes them on). */
export interface NotificationItemOptions {
  /** The player opened it: marked read (the link does the navigation). */
  onOpen: (notification: Notification) => void;
  onArchive?: (notification: Notification) => void;
  /** The bell's menu: two lines of the body at most (and a list of one page, with no "show more"). */
  compact?: boolean;
}

interface NotificationItemProps extends NotificationItemOptions {
  notification: Notification;
  now: Date;
}

/** One notification: unread ones bold with a dot; opening it marks it read and goes to its page. */
export function NotificationItem({
  notification,
  now,
  onOpen,
  onArchive,
  compact = false,
}: NotificationItemProps) {
  const { t } = useTranslation();
  const unread = notification.read_at === null;
  // A weekly slot's reminder is answered here, under its text (not in the bell's short list).
  const answerable = notification.kind === 'team_slot_reminder' && !compact;
  return (
    <ListItem
      disablePadding
      data-testid="notification-item"
      data-unread={unread}
      secondaryAction={
        onArchive ? (
          <Tooltip title={t('notifications.archive')}>
            <IconButton
              edge="end"
              aria-label={t('notifications.archive_item', { title: notification.title })}
              onClick={() => onArchive(notification)}
              data-testid="notification-archive"
            >
              <ArchiveOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : undefined
      }
      sx={{
        '& .MuiListItemSecondaryAction-root': { top: 24, right: 16 },
        ...(answerable && { flexDirection: 'column', alignItems: 'stretch' }),
      }}
    >
      <ListItemButton
        component={RouterLink}
        to={notification.link}
        onClick={() => onOpen(notification)}
        sx={{
          alignItems: 'flex-start',
          gap: 1.5,
          py: 1.5,
          pr: onArchive ? 7 : 2,
          borderRadius: 2,
          bgcolor: (theme) => (unread ? alpha(theme.palette.primary.main, 0.08) : 'transparent'),
        }}
      >
        <Box
          aria-hidden
          sx={{
            mt: 0.9,
            width: 10,
            height: 10,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            component="span"
            sx={{ display: 'block', fontWeight: unread ? 800 : 600, overflowWrap: 'anywhere' }}
          >
            {unread ? <span className="visually-hidden">{`${t('notifications.unread')}: `}</span> : null}
            {notification.title}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{
              display: compact ? '-webkit-box' : 'block',
              overflowWrap: 'anywhere',
              ...(compact && { WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }),
            }}
          >
            {notification.body}
          </Typography>
          <Typography
            component="time"
            dateTime={notification.created_at}
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.5 }}
          >
            {relativeTime(notification.created_at, now, t, currentLanguage())}
          </Typography>
        </Box>
      </ListItemButton>
      {answerable ? <TeamSlotReminderAnswer notification={notification} onAnswered={onOpen} /> : null}
    </ListItem>
  );
}

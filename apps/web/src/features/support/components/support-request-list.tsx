import { UnreadCount } from '../../../components/unread-count';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SupportRequest } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { fullName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { statusColor } from '../lib/support-context';

interface SupportRequestListProps {
  items: readonly SupportRequest[];
  /** Where a request opens: the player's help page or the admin console's. */
  linkTo: (request: SupportRequest) => string;
  /** The admins' queue names the player and marks VIP requests. */
  side: 'player' | 'admin';
}

/** Requests as rows: topic, status, the latest words, when; VIP and the player for the admins. */
export function SupportRequestList({ items, linkTo, side }: SupportRequestListProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Paper variant="outlined" sx={{ borderRadius: '16px' }}>
      <List disablePadding data-testid="support-requests">
        {items.map((request) => (
          <ListItem key={request.id} disablePadding>
            <ListItemButton component={Link} to={linkTo(request)} divider data-testid="support-request-row">
              <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
                  {side === 'admin' && request.vip ? (
                    <Chip size="small" color="secondary" label={t('support.vip')} />
                  ) : null}
                  <Typography component="span" sx={{ fontWeight: request.unread_count > 0 ? 700 : 500 }}>
                    {t(`support.topics.${request.topic}`)}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={statusColor(request.status)}
                    label={t(`support.status.${request.status}`)}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {side === 'admin' ? `${fullName(request.player)}: ` : ''}
                  {request.preview}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {side === 'admin' && request.status === 'open'
                    ? t('support.waiting_since', {
                        date: formatBakuDateTime(new Date(request.waiting_since), language),
                      })
                    : formatBakuDateTime(new Date(request.created_at), language)}
                </Typography>
              </Stack>
              {side === 'player' ? (
                <UnreadCount
                  count={request.unread_count}
                  label={t('support.unread', { count: request.unread_count })}
                />
              ) : null}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

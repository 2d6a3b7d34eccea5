import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NotificationFilter } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';

/** Nothing to show for this filter, and what would appear here. */
export function NotificationEmpty({ filter }: { filter: NotificationFilter }) {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={1}
      sx={{ alignItems: 'center', textAlign: 'center', py: 5, px: 2 }}
      data-testid="notifications-empty"
    >
      <NotificationsNoneOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography sx={{ fontWeight: 700 }}>{t(`notifications.empty.${filter}`)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
        {t(`notifications.empty.${filter}_hint`)}
      </Typography>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { NotificationChannelsState } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useLinkTelegram, useUnlinkTelegram } from '../api/notification-settings';

/** Telegram: linked through the bot's deep link, unlinked here; a blocked bot is said plainly. */
export function TelegramChannel({ telegram }: { telegram: NotificationChannelsState['telegram'] }) {
  const { t } = useTranslation();
  const link = useLinkTelegram();
  const unlink = useUnlinkTelegram();
  const [opened, setOpened] = useState<string | null>(null);
  const failed = (message: string) => (error: unknown) =>
    toast.error(`${message}: ${errorMessage(error, (code) => t(code))}`);

  const start = () =>
    link.mutate(undefined, {
      onSuccess: ({ url }) => {
        setOpened(url);
        window.open(url, '_blank', 'noopener');
      },
      onError: failed(t('notifications.settings.telegram.link_failed')),
    });

  return (
    <Box data-testid="telegram-channel">
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 0.5 }}>
        {t('notifications.settings.telegram.title')}
      </Typography>
      {telegram.blocked ? (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="telegram-blocked">
          {t('notifications.settings.telegram.blocked')}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {telegram.linked
          ? t('notifications.settings.telegram.linked', { bot: telegram.bot_username ?? '' })
          : t('notifications.settings.telegram.not_linked')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {telegram.linked ? (
          <Button
            variant="outlined"
            color="error"
            loading={unlink.isPending}
            onClick={() =>
              unlink.mutate(undefined, {
                onSuccess: () => toast.success(t('notifications.settings.telegram.unlinked')),
                onError: failed(t('notifications.settings.telegram.unlink_failed')),
              })
            }
            data-testid="telegram-unlink"
          >
            {t('notifications.settings.telegram.unlink')}
          </Button>
        ) : (
          <Button variant="contained" loading={link.isPending} onClick={start} data-testid="telegram-link">
            {telegram.blocked
              ? t('notifications.settings.telegram.relink')
              : t('notifications.settings.telegram.link')}
          </Button>
        )}
      </Box>
      {opened && !telegram.linked ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          <Link href={opened} target="_blank" rel="noopener">
            {t('notifications.settings.telegram.opened')}
          </Link>
        </Alert>
      ) : null}
    </Box>
  );
}

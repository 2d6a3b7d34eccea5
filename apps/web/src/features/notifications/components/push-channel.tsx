import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { NotificationChannelsState } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useAddPushSubscription, useRemovePushSubscription } from '../api/notification-settings';
import { describeDevice } from '../lib/describe-device';
import { pushSupport, subscribeThisDevice } from '../lib/push-subscribe';

/** Push: turn it on for this device (the service worker subscribes), and the devices that have it. */
export function PushChannel({ push }: { push: NotificationChannelsState['push'] }) {
  const { t } = useTranslation();
  const add = useAddPushSubscription();
  const remove = useRemovePushSubscription();
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<'unsupported' | 'denied' | null>(() => {
    const support = pushSupport();
    return support === 'supported' ? null : support;
  });

  const turnOn = async () => {
    if (!push.public_key) return;
    setWorking(true);
    try {
      const result = await subscribeThisDevice(push.public_key);
      if (typeof result === 'string') {
        setProblem(result === 'supported' ? null : result);
        return;
      }
      await add.mutateAsync(result);
      toast.success(t('notifications.settings.push.on'));
    } catch (error) {
      toast.error(`${t('notifications.settings.push.failed')}: ${errorMessage(error, (key) => t(key))}`);
    } finally {
      setWorking(false);
    }
  };

  const deviceName = (userAgent: string) => {
    const { browser, os } = describeDevice(userAgent);
    if (browser && os) return t('notifications.settings.push.device', { browser, os });
    return browser ?? os ?? t('notifications.settings.push.unknown_device');
  };

  return (
    <Box data-testid="push-channel">
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 0.5 }}>
        {t('notifications.settings.push.title')}
      </Typography>
      {problem ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t(`notifications.settings.push.${problem}`)}
        </Alert>
      ) : (
        <Button
          variant="contained"
          loading={working}
          onClick={() => void turnOn()}
          data-testid="push-turn-on"
        >
          {t('notifications.settings.push.turn_on')}
        </Button>
      )}
      <Typography sx={{ fontWeight: 600, mt: 1.5 }}>{t('notifications.settings.push.devices')}</Typography>
      {push.subscriptions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('notifications.settings.push.none')}
        </Typography>
      ) : (
        <List dense>
          {push.subscriptions.map((device) => {
            const name = deviceName(device.user_agent);
            return (
              <ListItem
                key={device.id}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('notifications.settings.push.remove_device', { device: name })}
                    onClick={() =>
                      remove.mutate(device.id, {
                        onSuccess: () => toast.success(t('notifications.settings.push.removed')),
                        onError: (error) =>
                          toast.error(
                            `${t('notifications.settings.push.remove_failed')}: ${errorMessage(error, (key) => t(key))}`,
                          ),
                      })
                    }
                  >
                    {t('notifications.settings.push.remove')}
                  </Button>
                }
              >
                <ListItemText
                  primary={name}
                  secondary={t('notifications.settings.push.added', {
                    date: formatDateTime(new Date(device.created_at), currentLanguage()),
                  })}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}

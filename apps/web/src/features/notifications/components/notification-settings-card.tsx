import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CHOSEN_CHANNELS,
  LANGUAGES,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  quietHoursSchema,
} from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useMessageChannels } from '../../../api/message-channels';
import { DevOutboxLink } from '../../../components/dev-outbox-link';
import { QueryFallback } from '../../../components/query-fallback';
import { errorMessage } from '../../../lib/api-error';
import { fieldErrorsFrom, serverFieldErrors } from '../../../lib/form-errors';
import { LANGUAGE_NATIVE_NAMES, currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';
import { setGroup, setKind } from '../lib/matrix-groups';
import { ChannelMatrix } from './channel-matrix';
import { PushChannel } from './push-channel';
import { QuietHoursFields } from './quiet-hours-fields';
import { TelegramChannel } from './telegram-channel';
import { WhatsAppChannel } from './whatsapp-channel';

const FOLLOW_ACCOUNT = 'account';

const editable = (settings: NotificationSettings): NotificationSettingsUpdate => ({
  matrix: settings.matrix,
  quiet_hours: settings.quiet_hours,
  language: settings.language,
});

/** `/settings`, Notifications: the channels of each kind group and of each kind, quiet hours, the language, and each channel's state. */
export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState<NotificationSettingsUpdate | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const saved = settings.data ? editable(settings.data) : null;
  const shown = draft ?? saved;
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved);
  const change = (next: NotificationSettingsUpdate) => {
    setDraft(next);
    setErrors({});
  };

  const submit = () => {
    if (!shown) return;
    const quiet = quietHoursSchema.safeParse(shown.quiet_hours);
    if (!quiet.success) {
      const fields = fieldErrorsFrom(quiet.error, currentLanguage());
      setErrors(
        Object.fromEntries(Object.entries(fields).map(([key, message]) => [`quiet_hours.${key}`, message])),
      );
      toast.error(t('notifications.settings.save_failed'));
      return;
    }
    save.mutate(shown, {
      onSuccess: () => {
        setDraft(null);
        toast.success(t('notifications.settings.saved'));
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast.error(`${t('notifications.settings.save_failed')}: ${errorMessage(error, (key) => t(key))}`);
      },
    });
  };

  const matrixErrors = Object.entries(errors).filter(([field]) => field.startsWith('matrix'));
  const channels = settings.data?.channels;
  // Channels not set up here whose messages the development outbox keeps (decision 50).
  const messages = useMessageChannels();
  const captured = CHOSEN_CHANNELS.filter((channel) => messages?.[channel] === 'captured');
  const whatsappShown = Boolean(channels && (channels.whatsapp.configured || channels.whatsapp.captured));

  return (
    <Paper
      component="section"
      variant="outlined"
      data-testid="settings-notifications"
      aria-labelledby="settings-notifications-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '20px', minWidth: 0 }}
    >
      <Typography id="settings-notifications-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {t('notifications.settings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('notifications.settings.intro')}
      </Typography>
      <QueryFallback query={settings} errorTitle={t('notifications.settings.error')} skeletons={[240, 96]} />
      {shown && channels && settings.data ? (
        <Stack spacing={3}>
          <div>
            <ChannelMatrix
              matrix={shown.matrix}
              configured={{
                email: channels.email.configured || captured.includes('email'),
                telegram: channels.telegram.configured || captured.includes('telegram'),
                push: channels.push.configured || captured.includes('push'),
                sms: channels.sms.configured || captured.includes('sms'),
              }}
              disabled={save.isPending}
              onGroupChange={(group, channel, on) =>
                change({ ...shown, matrix: setGroup(shown.matrix, group, channel, on) })
              }
              onKindChange={(kind, channel, on) =>
                change({ ...shown, matrix: setKind(shown.matrix, kind, channel, on) })
              }
            />
            {matrixErrors.length > 0 ? (
              <Alert severity="error" sx={{ mt: 1 }} data-testid="matrix-error">
                {[...new Set(matrixErrors.map(([, message]) => message))].join(' ')}
              </Alert>
            ) : null}
            <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, mt: 1.5, mb: 0, color: 'text.secondary' }}>
              {CHOSEN_CHANNELS.filter((channel) => !channels[channel].configured).map((channel) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={channel}
                  data-testid={`channel-off-${channel}`}
                >
                  {t(`notifications.settings.not_available.${channel}`)}
                </Typography>
              ))}
              {captured.length > 0 ? (
                <Typography component="li" variant="body2" data-testid="channels-captured">
                  {t('dev_outbox.settings_note', {
                    channels: captured.map((channel) => t(`dev_outbox.channel.${channel}`)).join(', '),
                  })}{' '}
                  <DevOutboxLink />
                </Typography>
              ) : null}
              <Typography component="li" variant="body2">
                {t('notifications.settings.sms_urgent_only')}
              </Typography>
              {channels.email.configured ? (
                <Typography component="li" variant="body2">
                  {channels.email.address
                    ? t('notifications.settings.email.to', { address: channels.email.address })
                    : t('notifications.settings.email.none')}
                  {channels.email.address && !channels.email.verified
                    ? ` ${t('notifications.settings.email.unverified')}`
                    : ''}
                </Typography>
              ) : null}
              {channels.sms.configured ? (
                <Typography component="li" variant="body2">
                  {channels.sms.phone
                    ? t('notifications.settings.sms.to', { phone: channels.sms.phone })
                    : t('notifications.settings.sms.none')}
                </Typography>
              ) : null}
            </Stack>
          </div>
          <Divider />
          <QuietHoursFields
            value={shown.quiet_hours}
            errors={{ start: errors['quiet_hours.start'], end: errors['quiet_hours.end'] }}
            disabled={save.isPending}
            onChange={(quiet) => change({ ...shown, quiet_hours: quiet })}
          />
          <Divider />
          <Box>
            <TextField
              select
              label={t('notifications.settings.language.title')}
              value={shown.language ?? FOLLOW_ACCOUNT}
              disabled={save.isPending}
              onChange={(event) => {
                const value = LANGUAGES.find((language) => language === event.target.value) ?? null;
                change({ ...shown, language: value });
              }}
              error={Boolean(errors.language)}
              helperText={errors.language}
              sx={{ minWidth: 260, maxWidth: '100%' }}
              slotProps={{ htmlInput: { 'data-testid': 'notification-language' } }}
            >
              <MenuItem value={FOLLOW_ACCOUNT}>
                {t('notifications.settings.language.follow', {
                  language: LANGUAGE_NATIVE_NAMES[settings.data.account_language],
                })}
              </MenuItem>
              {LANGUAGES.map((language) => (
                <MenuItem key={language} value={language} lang={language}>
                  {LANGUAGE_NATIVE_NAMES[language]}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1.5,
              // With changes to save, the button stays in reach while the player scrolls the matrix.
              ...(dirty && {
                position: 'sticky',
                // Above the phone's bottom bar, when there is one.
                bottom: 'var(--oyna-bottom-nav, 0px)',
                zIndex: 1,
                py: 1.5,
                mx: { xs: -2, sm: -3 },
                px: { xs: 2, sm: 3 },
                bgcolor: 'background.paper',
                borderTop: 1,
                borderColor: 'divider',
              }),
            }}
          >
            <Button
              variant="contained"
              onClick={submit}
              disabled={!dirty}
              loading={save.isPending}
              data-testid="notification-settings-save"
            >
              {save.isPending ? t('notifications.settings.saving') : t('notifications.settings.save')}
            </Button>
            {dirty ? (
              <Typography variant="body2" color="text.secondary" role="status">
                {t('notifications.settings.unsaved')}
              </Typography>
            ) : null}
          </Box>
          {channels.telegram.configured || channels.push.configured || whatsappShown ? <Divider /> : null}
          {channels.telegram.configured ? <TelegramChannel telegram={channels.telegram} /> : null}
          {channels.push.configured ? <PushChannel push={channels.push} /> : null}
          {whatsappShown ? <WhatsAppChannel whatsapp={channels.whatsapp} /> : null}
        </Stack>
      ) : null}
    </Paper>
  );
}

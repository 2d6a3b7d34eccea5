import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_CHANNELS, PROFILE_LIMITS, type NotificationChannel } from '@oyna/shared';
import { useId } from 'react';
import { WordsWithLinks } from '../../../../components/words-with-links';
import { useTranslation } from '../../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { useMessageChannels } from '../../../../api/message-channels';
import { StravaConnectionPanel } from '../../../../components/fitness/strava-connection';
import { ChipSelect } from '../../../../components/profile-fields/chip-select';
import type { StepProps } from '../../../../components/profile-fields/step-props';

/** Step 6: Telegram username, the Strava connection, notification channels and the required consent. */
export function IntegrationsStep({ form, onChange, errors }: StepProps<6>) {
  const { t } = useTranslation();
  const consentHelpId = useId();
  // Only the channels this server has (decision 50): sent, or kept in the development outbox.
  const messages = useMessageChannels();
  const offered = NOTIFICATION_CHANNELS.filter((channel) => !messages || messages[channel] !== 'off');
  const captured = offered.some((channel) => messages?.[channel] === 'captured');

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TextField
        name="telegram_username"
        label={t('onboarding.integrations.telegram_username')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={form.telegram_username}
        onChange={(event) => onChange({ telegram_username: event.target.value })}
        error={Boolean(errors['telegram_username'])}
        helperText={errors['telegram_username'] ?? t('onboarding.integrations.telegram_hint')}
        slotProps={{
          htmlInput: { maxLength: PROFILE_LIMITS.telegramUsername.max + 1 },
          input: { startAdornment: <InputAdornment position="start">@</InputAdornment> },
        }}
      />

      <StravaConnectionPanel />

      {offered.length === 0 ? (
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{t('onboarding.integrations.notifications')}</Typography>
          <Typography variant="body2" color="text.secondary" data-testid="no-notification-channels">
            {t('onboarding.integrations.no_channels')}
          </Typography>
        </Box>
      ) : (
        <ChipSelect<NotificationChannel>
          label={t('onboarding.integrations.notifications')}
          multiple
          options={offered.map((channel) => ({
            value: channel,
            label: t(`onboarding.integrations.channels.${channel}`),
          }))}
          selected={form.notification_channels}
          onToggle={(channel) =>
            onChange({
              notification_channels: form.notification_channels.includes(channel)
                ? form.notification_channels.filter((each) => each !== channel)
                : [...form.notification_channels, channel],
            })
          }
          helperText={
            captured
              ? `${t('onboarding.integrations.notifications_hint')}. ${t('dev_outbox.onboarding_hint')}`
              : t('onboarding.integrations.notifications_hint')
          }
          error={errors['notification_channels']}
          testId="notification-channels"
        />
      )}

      <FormControl required error={Boolean(errors['data_processing_consent'])}>
        <Box
          sx={{
            p: 1.5,
            borderRadius: '16px',
            border: 2,
            borderColor: errors['data_processing_consent'] ? 'error.main' : 'divider',
          }}
        >
          <FormControlLabel
            control={
              <Checkbox
                checked={form.data_processing_consent}
                onChange={(event) => onChange({ data_processing_consent: event.target.checked })}
                name="data_processing_consent"
                slotProps={{ input: { 'aria-describedby': consentHelpId } }}
                data-testid="consent"
              />
            }
            label={
              <WordsWithLinks
                i18nKey="onboarding.integrations.consent"
                components={{
                  privacy: <Link component={RouterLink} to="/privacy" target="_blank" rel="noopener" />,
                }}
              />
            }
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ ml: 4.5, mt: 0.5 }}>
            {t('onboarding.integrations.consent_note')}
          </Typography>
        </Box>
        <FormHelperText id={consentHelpId} sx={{ mx: 0 }}>
          {errors['data_processing_consent']}
        </FormHelperText>
      </FormControl>
    </Box>
  );
}

import WatchIcon from '@mui/icons-material/Watch';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_CHANNELS, PROFILE_LIMITS, type NotificationChannel } from '@oyna/shared';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChipSelect } from '../../../../components/profile-fields/chip-select';
import type { StepProps } from '../../../../components/profile-fields/step-props';

const FITNESS_COLOURS = { not_connected: 'default', connecting: 'warning', connected: 'success' } as const;

/** Step 6: Telegram username, the fitness app, notification channels and the required consent. */
export function IntegrationsStep({ form, onChange, errors }: StepProps<6>) {
  const { t } = useTranslation();
  const consentHelpId = useId();
  const fitnessLabelId = useId();

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

      <Box sx={{ p: 2, borderRadius: '16px', border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <WatchIcon color="primary" aria-hidden="true" />
          <Typography id={fitnessLabelId} sx={{ fontWeight: 700, flex: 1 }}>
            {t('onboarding.integrations.fitness_title')}
          </Typography>
          <Chip
            size="small"
            data-testid="fitness-state"
            color={FITNESS_COLOURS[form.fitness_connection]}
            label={t(`onboarding.integrations.fitness_states.${form.fitness_connection}`)}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('onboarding.integrations.fitness_text')}
        </Typography>
        <FormControlLabel
          sx={{ mt: 1, minHeight: 48 }}
          control={
            <Switch
              checked={form.fitness_connection !== 'not_connected'}
              onChange={(event) =>
                onChange({ fitness_connection: event.target.checked ? 'connected' : 'not_connected' })
              }
              data-testid="fitness-switch"
            />
          }
          label={t('onboarding.integrations.fitness_switch')}
        />
      </Box>

      <ChipSelect<NotificationChannel>
        label={t('onboarding.integrations.notifications')}
        multiple
        options={NOTIFICATION_CHANNELS.map((channel) => ({
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
        helperText={t('onboarding.integrations.notifications_hint')}
        error={errors['notification_channels']}
        testId="notification-channels"
      />

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
              <Trans
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

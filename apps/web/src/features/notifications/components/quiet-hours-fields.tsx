import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NotificationSettingsUpdate } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';

type QuietHours = NotificationSettingsUpdate['quiet_hours'];

interface QuietHoursFieldsProps {
  value: QuietHours;
  errors: { start?: string; end?: string };
  disabled: boolean;
  onChange: (value: QuietHours) => void;
}

/** Quiet hours: on or off, and the window in Baku time (it may cross midnight). */
export function QuietHoursFields({ value, errors, disabled, onChange }: QuietHoursFieldsProps) {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 0.5 }}>
        {t('notifications.settings.quiet.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('notifications.settings.quiet.hint')}
      </Typography>
      <FormControlLabel
        disabled={disabled}
        control={
          <Switch
            checked={value.enabled}
            onChange={(event) => onChange({ ...value, enabled: event.target.checked })}
            slotProps={{ input: { 'data-testid': 'quiet-hours-enabled' } as object }}
          />
        }
        label={t('notifications.settings.quiet.switch')}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1.5, alignItems: 'flex-start' }}>
        {(['start', 'end'] as const).map((field) => (
          <TextField
            key={field}
            type="time"
            label={t(`notifications.settings.quiet.${field === 'start' ? 'from' : 'to'}`)}
            value={value[field]}
            disabled={disabled || !value.enabled}
            onChange={(event) => onChange({ ...value, [field]: event.target.value })}
            error={Boolean(errors[field])}
            helperText={errors[field] ?? t('notifications.settings.quiet.zone')}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { step: 300, 'data-testid': `quiet-hours-${field}` },
            }}
            sx={{ width: 150 }}
          />
        ))}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_GUESTS_PER_PLAYER, PRIORITY_REGISTRATION_HOURS } from '@oyna/shared';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { GameFormState } from '../lib/game-form';
import type { GameFormSectionProps } from './game-form-section';
import { FormSection } from '../../../components/form-section';
import { WeeklyScheduleFields } from './weekly-schedule-fields';

/**
 * The game form's last card: a referee, video, guests, when registration opens, and (for a new
 * game) whether it is a weekly game, with its schedule.
 */
export function GameOptionsFields({
  form,
  set,
  error,
  bind,
  mode,
}: GameFormSectionProps & { mode: 'create' | 'edit' }) {
  const { t } = useTranslation();
  const guestsHintId = useId();
  return (
    <FormSection title={t('games.form.options')}>
      <FormControlLabel
        control={
          <Switch checked={form.hasReferee} onChange={(event) => set('hasReferee', event.target.checked)} />
        }
        label={t('games.form.referee')}
      />
      <FormControlLabel
        control={
          <Switch
            checked={form.videoCoverage}
            onChange={(event) => set('videoCoverage', event.target.checked)}
          />
        }
        label={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            {t('games.form.video')}
            <Chip size="small" variant="outlined" label={t('common.coming_soon')} />
          </Box>
        }
      />
      <FormControlLabel
        control={
          <Switch
            checked={form.guestsAllowed}
            onChange={(event) => set('guestsAllowed', event.target.checked)}
            slotProps={{ input: { 'aria-describedby': guestsHintId } }}
            data-testid="game-form-guests"
          />
        }
        label={
          <span>
            {t('games.form.guests')}
            <Typography
              id={guestsHintId}
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {t('games.form.guests_hint', { count: MAX_GUESTS_PER_PLAYER })}
            </Typography>
          </span>
        }
      />
      <Box sx={{ gridColumn: '1 / -1', display: form.weekly ? 'none' : undefined }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('games.form.registration_opens')}
        </Typography>
        <RadioGroup
          row
          value={form.opensMode}
          onChange={(event) => set('opensMode', event.target.value as GameFormState['opensMode'])}
        >
          <FormControlLabel value="now" control={<Radio />} label={t('games.form.opens_now')} />
          <FormControlLabel value="at" control={<Radio />} label={t('games.form.opens_at')} />
        </RadioGroup>
        {form.opensMode === 'at' ? (
          <TextField
            {...bind(
              'opensAt',
              'registration_opens_at',
              t('games.form.opens_hint', {
                hours: PRIORITY_REGISTRATION_HOURS,
                count: PRIORITY_REGISTRATION_HOURS,
              }),
            )}
            type="datetime-local"
            label={t('games.form.opens_at_label')}
            fullWidth
            sx={{ mt: 1, maxWidth: { sm: 360 } }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
          />
        ) : null}
      </Box>
      {mode === 'create' ? <WeeklyScheduleFields form={form} set={set} error={error} bind={bind} /> : null}
    </FormSection>
  );
}

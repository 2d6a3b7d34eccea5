import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/use-translation';
import { VenueField } from '../../../components/venue-field';
import type { GameFormSectionProps } from './game-form-section';
import { FormSection } from '../../../components/form-section';
import { DurationField, KickOffField } from '../../../components/game/game-time-fields';

/** The game form's first card: the title, the venue, the kick-off in Baku time, the length, the description. */
export function GameWhereWhenFields({ form, set, error, bind }: GameFormSectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('games.form.what_where')}>
      <TextField
        {...bind('title', 'title', t('games.form.title_hint'))}
        label={t('games.form.title')}
        required
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'game-form-title' } }}
      />
      <VenueField
        venueId={form.venueId}
        onChange={(id) => set('venueId', id)}
        label={t('games.form.venue')}
        required
        error={error('venue_id')}
        testId="game-form-venue"
        sx={{ gridColumn: '1 / -1' }}
      />
      <KickOffField
        label={t('games.form.starts_at')}
        value={form.startsAt}
        onChange={(startsAt) => set('startsAt', startsAt)}
        error={error('starts_at')}
        hint={t('games.form.baku_time')}
        testId="game-form-starts-at"
      />
      <DurationField
        label={t('games.form.duration')}
        value={form.durationMinutes}
        onChange={(minutes) => set('durationMinutes', minutes)}
        error={error('duration_minutes')}
        min={30}
        max={240}
      />
      <TextField
        {...bind('description', 'description', t('games.form.description_hint'))}
        label={t('games.form.description')}
        multiline
        minRows={3}
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormSection>
  );
}

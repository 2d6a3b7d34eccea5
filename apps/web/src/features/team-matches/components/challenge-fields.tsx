import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  TEAM_MATCH_DURATION_MINUTES,
  TEAM_MATCH_MAX_DAYS_AHEAD,
  TEAM_MESSAGE_MAX_LENGTH,
  fieldMessage,
  type TeamSummary,
} from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { GameFormatField } from '../../../components/game/game-format-field';
import { DurationField, KickOffField } from '../../../components/game/game-time-fields';
import { VenueField } from '../../../components/venue-field';
import { currentLanguage } from '../../../lib/i18n';
import type { ChallengeFormState } from '../lib/challenge-form';

interface ChallengeFieldsProps {
  form: ChallengeFormState;
  myTeams: readonly TeamSummary[];
  errors: Record<string, string>;
  onChange: (patch: Partial<ChallengeFormState>) => void;
}

/** The challenge's fields: my team (when I captain several), venue, Baku kick-off, format, message. */
export function ChallengeFields({ form, myTeams, errors, onChange }: ChallengeFieldsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const error = (field: string) => {
    const kind = errors[field];
    if (!kind) return undefined;
    if (kind === 'team_match_time_invalid')
      return t('team_matches.challenge.time_invalid', { days: TEAM_MATCH_MAX_DAYS_AHEAD });
    return fieldMessage(kind, language);
  };
  return (
    <>
      {myTeams.length > 1 ? (
        <TextField
          select
          label={t('team_matches.challenge.my_team')}
          value={form.homeTeamId}
          onChange={(event) => {
            const team = myTeams.find((item) => item.id === event.target.value);
            onChange({ homeTeamId: event.target.value, venueId: team?.home_venue?.id ?? form.venueId });
          }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'challenge-my-team' } as object } }}
        >
          {myTeams.map((team) => (
            <MenuItem key={team.id} value={team.id}>
              {team.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <VenueField
        venueId={form.venueId}
        onChange={(id) => onChange({ venueId: id })}
        label={t('team_matches.challenge.venue')}
        required
        error={error('venue_id')}
        testId="challenge-venue"
      />
      <KickOffField
        label={t('team_matches.challenge.starts_at')}
        value={form.startsAt}
        onChange={(startsAt) => onChange({ startsAt })}
        error={error('starts_at')}
        hint={t('team_matches.challenge.baku_time')}
        testId="challenge-starts-at"
      />
      <GameFormatField
        label={t('team_matches.challenge.format')}
        value={form.format}
        onChange={(format) => onChange({ format })}
        testId="challenge-format"
      />
      <DurationField
        label={t('team_matches.challenge.duration')}
        value={form.durationMinutes}
        onChange={(value) => onChange({ durationMinutes: Number(value) })}
        error={error('duration_minutes')}
        min={TEAM_MATCH_DURATION_MINUTES.min}
        max={TEAM_MATCH_DURATION_MINUTES.max}
      />
      <TextField
        label={t('team_matches.challenge.message')}
        value={form.message}
        onChange={(event) => onChange({ message: event.target.value })}
        multiline
        minRows={2}
        error={Boolean(error('message'))}
        helperText={error('message')}
        slotProps={{ htmlInput: { maxLength: TEAM_MESSAGE_MAX_LENGTH, 'data-testid': 'challenge-message' } }}
      />
    </>
  );
}

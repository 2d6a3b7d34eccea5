import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  type CompetitionMatchDialogProps,
  MatchFormDialog,
} from '../../../components/match-result/match-form-dialog';
import { useDialogSave } from '../../../hooks/use-dialog-save';
import { fromBakuInputValue, toBakuInputValue } from '../../../lib/baku-time';
import { useRescheduleMatch } from '../api/console-mutations';

/**
 * The organizer moves a match to another kick-off or pitch of the competition's venues; a clash
 * (another match, a game at that pitch, too little rest) is refused by the server and shown here.
 */
export function RescheduleDialog({ competition, match, onClose }: CompetitionMatchDialogProps) {
  const { t } = useTranslation();
  const reschedule = useRescheduleMatch(competition.id);
  const pitches = competition.venue_pitches.flatMap((entry) =>
    entry.pitches.map((pitch) => ({
      key: `${entry.venue.id}:${pitch}`,
      venueId: entry.venue.id,
      pitch,
      label: `${entry.venue.name} · ${t('competitions.fixtures.pitch', { pitch })}`,
    })),
  );
  const [startsAt, setStartsAt] = useState(
    match.starts_at ? toBakuInputValue(new Date(match.starts_at)) : '',
  );
  const [place, setPlace] = useState(
    match.venue && match.pitch !== null ? `${match.venue.id}:${match.pitch}` : (pitches[0]?.key ?? ''),
  );
  const { save: send, refusal: clash } = useDialogSave(reschedule, {
    saved: t('competitions.organizer.moved'),
    onClose,
  });
  const instant = fromBakuInputValue(startsAt);
  const chosen = pitches.find((entry) => entry.key === place);
  const save = () => {
    if (!instant || !chosen) return;
    send({ matchId: match.id, body: { starts_at: instant, venue_id: chosen.venueId, pitch: chosen.pitch } });
  };
  return (
    <MatchFormDialog
      narrow
      title={t('competitions.organizer.reschedule_title', {
        home: match.home_team?.name ?? t('competitions.team_to_be_decided'),
        away: match.away_team?.name ?? t('competitions.team_to_be_decided'),
      })}
      onClose={onClose}
      cancelLabel={t('competitions.register.cancel')}
      confirmLabel={t('competitions.organizer.save')}
      onConfirm={save}
      pending={reschedule.isPending}
      confirmDisabled={!instant || !chosen}
      confirmTestId="reschedule-save"
    >
      <TextField
        type="datetime-local"
        label={t('competitions.organizer.starts_at')}
        value={startsAt}
        onChange={(event) => setStartsAt(event.target.value)}
        error={startsAt !== '' && !instant}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'reschedule-starts-at' } }}
      />
      <TextField
        select
        label={t('competitions.organizer.pitch')}
        value={place}
        onChange={(event) => setPlace(event.target.value)}
      >
        {pitches.map((entry) => (
          <MenuItem key={entry.key} value={entry.key}>
            {entry.label}
          </MenuItem>
        ))}
      </TextField>
      {clash ? (
        <Alert severity="error" data-testid="reschedule-clash">
          {t('competitions.organizer.clash', { detail: clash })}
        </Alert>
      ) : null}
    </MatchFormDialog>
  );
}

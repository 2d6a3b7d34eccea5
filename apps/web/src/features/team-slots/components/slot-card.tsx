import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamSlot } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { DialogButton } from '../../../components/dialog-button';
import { MutationConfirmButton } from '../../../components/mutation-confirm-dialog';
import { formatLongDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useEndTeamSlot } from '../api/team-slot-mutations';
import { scheduleText } from '../lib/slot-text';
import { SlotDateRow } from './slot-date-row';
import { SlotFormDialog } from './slot-form-dialog';

/** A manager's edit and end of a slot (ending asks first). */
function SlotActions({
  slot,
  title,
  homeVenueId,
}: {
  slot: TeamSlot;
  title: string;
  homeVenueId: number | null;
}) {
  const { t } = useTranslation();
  const end = useEndTeamSlot(slot.team_id);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <DialogButton
        label={t('team_slots.actions.edit')}
        testId="team-slot-edit"
        variant="outlined"
        size="small"
        dialog={(close) => (
          <SlotFormDialog teamId={slot.team_id} slot={slot} homeVenueId={homeVenueId} onClose={close} />
        )}
      />
      <MutationConfirmButton
        button={{ variant: 'outlined', color: 'error', size: 'small' }}
        testId="team-slot-end"
        mutation={end}
        variables={slot.id}
        done={t('team_slots.end.done')}
        title={t('team_slots.end.title')}
        text={t('team_slots.end.text', { slot: title })}
        confirmLabel={t('team_slots.actions.end')}
        danger
      />
    </Stack>
  );
}

/**
 * One weekly slot: what it is (training or friendly), its weekdays, time and venue, a note, and
 * its next dates, each answerable; a manager edits or ends it.
 */
export function SlotCard({ slot, homeVenueId }: { slot: TeamSlot; homeVenueId: number | null }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const kind = t(`team_slots.kind.${slot.kind}`);
  const schedule = scheduleText(slot, t, language, (day) =>
    formatLongDate(new Date(`${day}T00:00:00Z`), language),
  );
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '16px' }}
      data-testid="team-slot"
    >
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
            {kind}
          </Typography>
          <Typography variant="body2">{schedule}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {`${slot.venue.name} · ${t(`districts.${slot.venue.district}`)} · ${t('team_slots.minutes', { count: slot.duration_minutes })}`}
          </Typography>
          {slot.note ? (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {slot.note}
            </Typography>
          ) : null}
        </Box>
        {slot.can_manage ? (
          <SlotActions slot={slot} title={`${kind} · ${schedule}`} homeVenueId={homeVenueId} />
        ) : null}
      </Box>
      {slot.dates.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('team_slots.no_dates')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, mt: 1, p: 0 }}>
          {slot.dates.map((date) => (
            <SlotDateRow
              key={date.date}
              teamId={slot.team_id}
              slotId={slot.id}
              date={date}
              canManage={slot.can_manage}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}

import AddIcon from '@mui/icons-material/Add';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEAM_SLOT_LIMITS, type TeamDetail } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { DialogButton } from '../../../components/dialog-button';
import { QueryState } from '../../../components/errors/query-state';
import { SectionCard } from '../../../components/section-card';
import { useTeamSlots } from '../api/team-slots';
import { managesSlots } from '../lib/slot-managers';
import { SlotCard } from './slot-card';
import { SlotFormDialog } from './slot-form-dialog';

/**
 * The team page's "Weekly slot" for members: each active slot with its next dates, my answer for
 * each, the counts, who answered what and the squad; the captain and vice-captains add a slot
 * (at most three), edit or end one, and pick a date's squad from those coming.
 */
export function TeamSlotsSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const member = team.my_role !== null;
  const slots = useTeamSlots(team.id, member);
  if (!member) return null;
  const manager = managesSlots(team);
  const homeVenueId = team.home_venue?.id ?? null;
  const count = slots.data?.items.length ?? 0;
  return (
    <SectionCard title={t('team_slots.title')} testId="team-slots-section">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('team_slots.intro')}
        </Typography>
        <QueryState query={slots} errorTitle={t('team_slots.error')} height={120}>
          {(data) =>
            data.items.length === 0 ? (
              <Typography>{t(manager ? 'team_slots.empty_manager' : 'team_slots.empty')}</Typography>
            ) : (
              <Stack spacing={2}>
                {data.items.map((slot) => (
                  <SlotCard key={slot.id} slot={slot} homeVenueId={homeVenueId} />
                ))}
              </Stack>
            )
          }
        </QueryState>
        {manager && slots.data ? (
          count < TEAM_SLOT_LIMITS.activePerTeam ? (
            <DialogButton
              label={t('team_slots.actions.add')}
              testId="team-slot-add"
              variant={count === 0 ? 'contained' : 'outlined'}
              startIcon={<AddIcon />}
              sx={{ alignSelf: 'flex-start' }}
              dialog={(close) => (
                <SlotFormDialog teamId={team.id} homeVenueId={homeVenueId} onClose={close} />
              )}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('team_slots.limit', { max: TEAM_SLOT_LIMITS.activePerTeam })}
            </Typography>
          )
        ) : null}
      </Stack>
    </SectionCard>
  );
}

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamDetail } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CalendarFeedActions,
  CalendarFeedLinkField,
  type FeedQuestion,
} from '../../../components/calendar-feed-link-field';
import { QueryState } from '../../../components/errors/query-state';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import {
  useMakeTeamCalendarFeed,
  useRevokeTeamCalendarFeed,
  useTeamCalendarFeed,
} from '../api/team-calendar-feed';
import { managesSlots } from '../lib/slot-managers';

/**
 * The team calendar feed beside the personal one: a secret link to the team's slot dates and
 * matches that every member may copy; the captain and vice-captains make it, make a new one (the
 * old stops working) or turn it off.
 */
export function TeamCalendarFeedCard({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const member = team.my_role !== null;
  const manager = managesSlots(team);
  const feed = useTeamCalendarFeed(team.id, member);
  const make = useMakeTeamCalendarFeed(team.id);
  const revoke = useRevokeTeamCalendarFeed(team.id);
  const [confirming, setConfirming] = useState<FeedQuestion>(null);
  if (!member) return null;
  const failed = (error: unknown) =>
    toast.error(`${t('team_slots.calendar.failed')}: ${errorMessage(error, (key) => t(key))}`);
  const makeLink = () => make.mutate(undefined, { onSuccess: () => setConfirming(null), onError: failed });
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(t('team_slots.calendar.revoked'));
      },
      onError: failed,
    });
  return (
    <SectionCard title={t('team_slots.calendar.title')} testId="team-calendar-feed-card">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('team_slots.calendar.intro')}
      </Typography>
      <QueryState query={feed} errorTitle={t('team_slots.calendar.error')} height={96}>
        {(status) => (
          <Stack spacing={2}>
            {status.url ? (
              <CalendarFeedLinkField
                url={status.url}
                webcalUrl={status.webcal_url}
                texts="team_slots.calendar"
                testId="team-calendar-feed-url"
              />
            ) : (
              <Typography variant="body2">
                {t(manager ? 'team_slots.calendar.none_manager' : 'team_slots.calendar.none')}
              </Typography>
            )}
            {manager ? (
              <CalendarFeedActions
                active={status.url !== null}
                texts="team_slots.calendar"
                question={confirming}
                onQuestion={setConfirming}
                creating={make.isPending}
                revoking={revoke.isPending}
                onCreate={makeLink}
                onRevoke={revokeLink}
                createVariant="outlined"
                createTestId="team-calendar-feed-create"
              />
            ) : null}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

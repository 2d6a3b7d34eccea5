import Typography from '@mui/material/Typography';
import type { TeamDetail } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import {
  CalendarFeedActions,
  CalendarFeedCard,
  CalendarFeedLinkField,
} from '../../../components/calendar-feed-link-field';
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
  if (!member) return null;
  return (
    <CalendarFeedCard texts="team_slots.calendar" testId="team-calendar-feed-card" feed={feed}>
      {(status) => (
        <>
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
              make={make}
              revoke={revoke}
              createVariant="outlined"
              createTestId="team-calendar-feed-create"
            />
          ) : null}
        </>
      )}
    </CalendarFeedCard>
  );
}

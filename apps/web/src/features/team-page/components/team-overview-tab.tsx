import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamDetail } from '@oyna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import type { TeamPageSections } from '../pages/team-page';
import { TeamColourSwatch } from './team-colour-swatch';
import { TeamVisitorJoin } from './team-visitor-join';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The overview: what the team is, who leads it, how to get in (for a visitor: sign in first), a
 * member's weekly slots, the team's chat, the captain's invite link and the team calendar feed.
 */
export function TeamOverviewTab({
  team,
  sections,
  visitor = false,
}: {
  team: TeamDetail;
  sections: TeamPageSections;
  visitor?: boolean;
}) {
  const { t } = useTranslation();
  const {
    membership: Membership,
    inviteLink: InviteLink,
    defaultFormation: DefaultFormation,
    challenge: Challenge,
    achievements: Achievements,
    weeklySlots: WeeklySlots,
    calendarFeed: CalendarFeed,
    chat: Chat,
  } = sections;
  const captain = `${team.captain.first_name} ${team.captain.last_name}`;
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {visitor ? <TeamVisitorJoin team={team} /> : Membership ? <Membership team={team} /> : null}
        {Challenge ? <Challenge team={team} /> : null}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }}>
        {team.description ? (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 2 }}>
            {team.description}
          </Typography>
        ) : null}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <Fact label={t('teams.overview.captain')}>
            <Link component={RouterLink} to={`/players/${team.captain.id}`}>
              {captain}
            </Link>
          </Fact>
          <Fact label={t('teams.overview.members')}>
            {t('teams.card.members', { count: team.max_members, current: team.member_count })}
          </Fact>
          <Fact label={t('teams.overview.home_venue')}>
            {team.home_venue ? (
              <Link component={RouterLink} to={`/venues/${team.home_venue.id}`}>
                {team.home_venue.name}
              </Link>
            ) : (
              t('teams.overview.no_home_venue')
            )}
          </Fact>
          <Fact label={t('teams.overview.colours')}>
            <Stack spacing={0.5}>
              <TeamColourSwatch colour={team.primary_color} />
              <TeamColourSwatch colour={team.secondary_color} />
            </Stack>
          </Fact>
        </Box>
      </Paper>
      {WeeklySlots ? <WeeklySlots team={team} /> : null}
      {Chat ? <Chat team={team} /> : null}
      {Achievements ? <Achievements team={team} /> : null}
      {DefaultFormation ? <DefaultFormation team={team} /> : null}
      {InviteLink ? <InviteLink team={team} /> : null}
      {CalendarFeed ? <CalendarFeed team={team} /> : null}
    </Stack>
  );
}

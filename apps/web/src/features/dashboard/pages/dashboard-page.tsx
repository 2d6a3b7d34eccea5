import HowToVoteOutlinedIcon from '@mui/icons-material/HowToVoteOutlined';
import LeaderboardOutlinedIcon from '@mui/icons-material/LeaderboardOutlined';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import StadiumOutlinedIcon from '@mui/icons-material/StadiumOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@oyna/shared';
import { memo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/errors/error-state';
import { useSessionStore } from '../../../lib/session/session-store';
import { useDashboard } from '../api/get-dashboard';
import { voteLink } from '../lib/recent-result';
import { RecentResults } from '../components/recent-results';
import { StatCards, StatCardsSkeleton } from '../components/stat-cards';
import { UpcomingGames } from '../components/upcoming-games';
import { PageHeading } from '../../../components/page-heading';
import { LinkButton } from '../../../components/link-button';
import { LinkNotice } from '../../../components/link-notice';
import { PageColumns } from '../../../components/page-columns';
import { useMyTeamSlotDates } from '../../../api/my-team-slot-dates';
import { useMyWeeklyGames } from '../../../api/my-weekly-games';
import { MyWeeklyGames } from '../../../components/series/my-weekly-games';
import { MyTeamSlotDates } from '../../../components/team-slots/my-team-slot-dates';

/** A new player: nothing played yet, so the first step is a game. */
function FirstGameCard() {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      data-testid="dashboard-first-game"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '16px', borderStyle: 'dashed' }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <SportsSoccerIcon color="primary" aria-hidden="true" />
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('dashboard.first_game.title')}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.first_game.text')}</Typography>
        <LinkButton to="/games" variant="contained" data-testid="dashboard-first-game-link">
          {t('dashboard.first_game.cta')}
        </LinkButton>
      </Stack>
    </Paper>
  );
}

const VoteBanner = memo(function VoteBanner({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  if (dashboard.votes_open <= 0) return null;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      icon={<HowToVoteOutlinedIcon />}
      data-testid="dashboard-vote"
      action={
        <LinkButton
          to={voteLink(dashboard.vote_game_id)}
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('dashboard.vote.cta')}
        </LinkButton>
      }
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{t('dashboard.vote.title')}</AlertTitle>
      {t('dashboard.vote.text', { count: dashboard.votes_open })}
    </Alert>
  );
});

/** The places a player goes from here. */
const QUICK_LINKS = [
  { to: '/games', icon: <SportsSoccerIcon />, label: 'dashboard.links.games' },
  {
    to: '/venues',
    icon: <StadiumOutlinedIcon />,
    label: 'dashboard.links.venues',
    testId: 'dashboard-venues-link',
  },
  { to: '/rating', icon: <LeaderboardOutlinedIcon />, label: 'dashboard.links.rating' },
] as const;

/** Links to the places a player goes from here. */
const QuickLinks = memo(function QuickLinks() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {QUICK_LINKS.map((link) => (
        <LinkButton
          key={link.to}
          to={link.to}
          variant="outlined"
          startIcon={link.icon}
          data-testid={'testId' in link ? link.testId : undefined}
        >
          {t(link.label)}
        </LinkButton>
      ))}
    </Stack>
  );
});

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={t('common.loading')}>
      <StatCardsSkeleton />
      <Skeleton variant="rounded" height={200} sx={{ borderRadius: '16px' }} />
      <Skeleton variant="rounded" height={200} sx={{ borderRadius: '16px' }} />
    </Stack>
  );
}

/**
 * `/dashboard`: my numbers, next games, latest results and open votes (GET /dashboard). Its sections
 * are `memo`: when the page draws again with the same answers (the session check putting the same
 * player back as a new object, a query changing its state; TanStack Query hands an unchanged answer
 * back as the same objects), it draws its frame and no section.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const dashboard = useDashboard();
  // Shown with the numbers, never after them: a section appearing above the next games would
  // push the page down under the player's finger (a failed one just stays out).
  const weeklyGames = useMyWeeklyGames();
  const teamSlotDates = useMyTeamSlotDates();
  if (!user) return null;
  const data = weeklyGames.isPending || teamSlotDates.isPending ? undefined : dashboard.data;
  const isNewPlayer = data !== undefined && data.stats.games_played === 0 && data.recent_results.length === 0;

  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('dashboard.greeting', { name: user.first_name })}
        tabTitle={t('dashboard.page_title')}
        subtitle={t('dashboard.subtitle')}
        testId="dashboard-greeting"
      />

      {user.needs_onboarding ? (
        <LinkNotice
          title={t('dashboard.onboarding_title')}
          text={t('dashboard.onboarding_text')}
          to="/onboarding"
          linkLabel={t('dashboard.onboarding_cta')}
        />
      ) : null}

      {dashboard.isError && !data ? (
        <ErrorState
          title={t('dashboard.error')}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : !data ? (
        <DashboardSkeleton />
      ) : (
        <>
          <VoteBanner dashboard={data} />
          <StatCards stats={data.stats} />
          {isNewPlayer ? <FirstGameCard /> : null}
          <MyWeeklyGames />
          <MyTeamSlotDates />
          <PageColumns from="lg">
            <UpcomingGames games={data.upcoming} total={data.upcoming_total} />
            {isNewPlayer ? null : <RecentResults results={data.recent_results} />}
          </PageColumns>
        </>
      )}

      <QuickLinks />
    </Stack>
  );
}

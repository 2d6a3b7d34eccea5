import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import { competitionIdParamsSchema, type Competition } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { currentLanguage } from '../../../lib/i18n';
import { useCompetition, useEligibleTeams } from '../api/competition-queries';
import { CompetitionStatusChip, PlatinumBadge } from '../components/competition-chips';
import { CancelledNotice } from '../components/cancelled-notice';
import { BracketTab, FixturesTab, ScorersTab, TableTab } from '../components/competition-tabs-content';
import { OrganizerBar } from '../components/organizer-bar';
import { OverviewTab } from '../components/overview-tab';
import { RegistrationPanel } from '../components/registration-panel';
import { ShareButton } from '../../../components/share-button';
import { TeamsTab } from '../components/teams-tab';
import { competitionDates } from '../lib/competition-dates';
import { competitionTabFromPath, visibleCompetitionTabs, type CompetitionTab } from '../lib/competition-tabs';
import { useSessionStore } from '../../../lib/session/session-store';
import { ScrollableTabs } from '../../../components/tabs/scrollable-tabs';

function TabContent({ tab, competition }: { tab: CompetitionTab; competition: Competition }) {
  const signedIn = useSessionStore((state) => state.isAuthenticated);
  const mine = useEligibleTeams(competition.id, signedIn);
  const myTeamIds = (mine.data?.items ?? []).map((item) => item.team.id);
  switch (tab) {
    case 'overview':
      return <OverviewTab competition={competition} />;
    case 'teams':
      return <TeamsTab competition={competition} />;
    case 'fixtures':
      return <FixturesTab competition={competition} />;
    case 'table':
      return <TableTab competition={competition} myTeamIds={myTeamIds} />;
    case 'bracket':
      return <BracketTab competition={competition} />;
    case 'scorers':
      return <ScorersTab competition={competition} />;
  }
}

function LoadedCompetition({ competition, tab }: { competition: Competition; tab: CompetitionTab }) {
  const { t } = useTranslation();
  const location = useLocation();
  const language = currentLanguage();
  const tabs = visibleCompetitionTabs(competition.format);
  const shown = tabs.includes(tab) ? tab : 'overview';
  const base = `/tournaments/${competition.id}`;
  return (
    <Stack spacing={2.5}>
      <title>{`${competition.name} · ${t('common.app_name')}`}</title>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
            <CompetitionStatusChip status={competition.status} />
            {competition.access === 'platinum' ? <PlatinumBadge /> : null}
          </Stack>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, wordBreak: 'break-word' }}
          >
            {competition.name}
          </Typography>
          <Typography color="text.secondary">
            {`${t(`competitions.kinds.${competition.kind}`)} · ${t(`competitions.formats.${competition.format}`)} · ${competitionDates(competition, language)}`}
          </Typography>
        </Box>
        <ShareButton
          testId="competition-share"
          title={competition.name}
          url={`${window.location.origin}${location.pathname}`}
        />
      </Box>
      <CancelledNotice competition={competition} />
      <RegistrationPanel competition={competition} />
      <OrganizerBar competition={competition} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <ScrollableTabs value={shown} aria-label={t('competitions.tabs.label')}>
          {tabs.map((item) => (
            <Tab
              key={item}
              value={item}
              label={t(`competitions.tabs.${item}`)}
              component={RouterLink}
              to={item === 'overview' ? base : `${base}/${item}`}
              data-testid={`competition-tab-${item}`}
            />
          ))}
        </ScrollableTabs>
      </Box>
      <Box role="region" aria-label={t(`competitions.tabs.${shown}`)}>
        <TabContent tab={shown} competition={competition} />
      </Box>
    </Stack>
  );
}

function CompetitionById({ id, tab }: { id: string; tab: CompetitionTab }) {
  const { t } = useTranslation();
  const competition = useCompetition(id);
  if (competition.isError) {
    return (
      <ErrorState
        title={t('competitions.not_found')}
        error={competition.error}
        onRetry={() => void competition.refetch()}
      />
    );
  }
  return competition.data ? (
    <LoadedCompetition competition={competition.data} tab={tab} />
  ) : (
    <Skeleton variant="rounded" height={320} />
  );
}

/** `/tournaments/:id` and `/tournaments/:id/<tab>`: a competition, public and shareable, each tab its own address. */
export function CompetitionPage() {
  const { t } = useTranslation();
  const params = useParams();
  const parsed = competitionIdParamsSchema.safeParse(params);
  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to="/tournaments"
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start', ml: -1 }}
      >
        {t('competitions.back_to_list')}
      </Button>
      {parsed.success ? (
        <CompetitionById id={parsed.data.id} tab={competitionTabFromPath(params['tab'])} />
      ) : (
        <ErrorState title={t('competitions.not_found')} error={null} />
      )}
    </Stack>
  );
}

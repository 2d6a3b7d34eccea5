import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { competitionIdParamsSchema, competitionShareMessage, type Competition } from '@oyna/shared';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useParams } from 'react-router';
import { useCompetition, useEligibleTeams } from '../../../api/competitions';
import { CompetitionStatusChip, PlatinumBadge } from '../../../components/competition-chips';
import { ErrorState } from '../../../components/errors/error-state';
import { QueryState } from '../../../components/errors/query-state';
import { ShareButton } from '../../../components/share-button';
import { RouteTabs } from '../../../components/tabs/route-tabs';
import { competitionDates } from '../../../lib/competition-dates';
import { currentLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { CancelledNotice } from '../components/cancelled-notice';
import { FixturesTab, type MoveMatchPart } from '../components/fixtures-tab';
import { OverviewTab } from '../components/overview-tab';
import { TeamsTab, type ManageTeamPart } from '../components/teams-tab';
import { competitionTabFromPath, visibleCompetitionTabs, type CompetitionTab } from '../lib/competition-tabs';
import { BackLinkButton } from '../../../components/back-link-button';

type CompetitionPart = ComponentType<{ competition: Competition }>;

/**
 * The parts of a competition's page other features own, filled in by the app's route (decision 18):
 * registering a team, the organizer's console, the table, bracket and scorers tabs.
 */
export interface CompetitionPageSections {
  /** Above the tabs: sign in, register a team or withdraw it. */
  registration?: CompetitionPart;
  /** Above the tabs: the organizer's console (edit, cancel, close registration). */
  console?: CompetitionPart;
  /** On the teams tab: the organizer's controls on each registered team. */
  manageTeam?: ManageTeamPart;
  /** On the fixtures tab: the organizer's button that moves a match. */
  moveMatch?: MoveMatchPart;
  /** The table tab, told the viewer's teams to mark them. */
  table?: ComponentType<{ competition: Competition; myTeamIds: readonly string[] }>;
  bracket?: CompetitionPart;
  scorers?: CompetitionPart;
}

interface CompetitionView {
  competition: Competition;
  tab: CompetitionTab;
  sections: CompetitionPageSections;
}

function TabContent({ tab, competition, sections }: CompetitionView) {
  const signedIn = useSessionStore((state) => state.isAuthenticated);
  const mine = useEligibleTeams(competition.id, signedIn);
  const myTeamIds = (mine.data?.items ?? []).map((item) => item.team.id);
  const { table: Table, bracket: Bracket, scorers: Scorers } = sections;
  switch (tab) {
    case 'overview':
      return <OverviewTab competition={competition} />;
    case 'teams':
      return <TeamsTab competition={competition} manageTeam={sections.manageTeam} />;
    case 'fixtures':
      return <FixturesTab competition={competition} moveMatch={sections.moveMatch} />;
    case 'table':
      return Table ? <Table competition={competition} myTeamIds={myTeamIds} /> : null;
    case 'bracket':
      return Bracket ? <Bracket competition={competition} /> : null;
    case 'scorers':
      return Scorers ? <Scorers competition={competition} /> : null;
  }
}

function LoadedCompetition({ competition, tab, sections }: CompetitionView) {
  const { registration: Registration, console: Console } = sections;
  const { t } = useTranslation();
  const location = useLocation();
  const language = currentLanguage();
  const tabs = visibleCompetitionTabs(competition.format);
  const shown = tabs.includes(tab) ? tab : 'overview';
  const base = `/tournaments/${competition.id}`;
  // The sharer's language rides along, so the link's preview and the page open in it.
  const shareUrl = `${window.location.origin}${location.pathname}?lang=${language}`;
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
          url={shareUrl}
          message={competitionShareMessage(competition.name, shareUrl, language)}
          prepared={{ kind: 'competition', id: competition.id }}
        />
      </Box>
      <CancelledNotice competition={competition} />
      {Registration ? <Registration competition={competition} /> : null}
      {Console ? <Console competition={competition} /> : null}
      <RouteTabs
        tabs={tabs}
        current={shown}
        home="overview"
        base={base}
        label={t('competitions.tabs.label')}
        tabLabel={(item) => t(`competitions.tabs.${item}`)}
        testIdPrefix="competition-tab-"
      >
        <TabContent tab={shown} competition={competition} sections={sections} />
      </RouteTabs>
    </Stack>
  );
}

function CompetitionById({
  id,
  tab,
  sections,
}: {
  id: string;
  tab: CompetitionTab;
  sections: CompetitionPageSections;
}) {
  const { t } = useTranslation();
  const competition = useCompetition(id);
  return (
    <QueryState query={competition} errorTitle={t('competitions.not_found')} height={320}>
      {(data) => <LoadedCompetition competition={data} tab={tab} sections={sections} />}
    </QueryState>
  );
}

/**
 * `/tournaments/:id` and `/tournaments/:id/<tab>`: a competition, public and shareable, each tab its
 * own address; `sections` are the parts of other features (decision 18).
 */
export function CompetitionPage({ sections }: { sections: CompetitionPageSections }) {
  const { t } = useTranslation();
  const params = useParams();
  const parsed = competitionIdParamsSchema.safeParse(params);
  return (
    <Stack spacing={2}>
      <BackLinkButton to="/tournaments">{t('competitions.back_to_list')}</BackLinkButton>
      {parsed.success ? (
        <CompetitionById
          id={parsed.data.id}
          tab={competitionTabFromPath(params['tab'])}
          sections={sections}
        />
      ) : (
        <ErrorState title={t('competitions.not_found')} error={null} />
      )}
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { teamIdParamsSchema, type TeamDetail } from '@oyna/shared';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, useParams } from 'react-router';
import { useTeam } from '../../../api/team';
import { ErrorState } from '../../../components/errors/error-state';
import { QueryState } from '../../../components/errors/query-state';
import { TeamHeader } from '../components/team-header';
import { TeamOverviewTab } from '../components/team-overview-tab';
import { tabFromPath, visibleTeamTabs, type TeamTab } from '../lib/team-tabs';
import { RouteTabs } from '../../../components/tabs/route-tabs';
import { BackLinkButton } from '../../../components/back-link-button';

type TeamPart = ComponentType<{ team: TeamDetail }>;

/** The team page's parts owned by other features, filled in by the app layer (decision 18). */
export interface TeamPageSections {
  /** The members tab (the squad, and the captain's invitations and join requests). */
  members?: TeamPart;
  /** The settings tab (edit, logo, delete), for who may edit. */
  settings?: TeamPart;
  /** On the overview: join, leave, answer an invitation (a visitor sees the way in instead). */
  membership?: TeamPart;
  /** On the overview: the captain's invite link and join code. */
  inviteLink?: TeamPart;
  statistics?: TeamPart;
  formation?: TeamPart;
  history?: TeamPart;
  /** On the overview: the team's default formation, and the challenge button. */
  defaultFormation?: TeamPart;
  challenge?: TeamPart;
  /** On the overview: the competitions the team won or finished on the podium of. */
  achievements?: TeamPart;
  /** On the overview, for members: the team's weekly slots (answers, counts, squads). */
  weeklySlots?: TeamPart;
  /** On the overview, for members: the team calendar feed's address. */
  calendarFeed?: TeamPart;
  /** On the overview, for members: the team's chat and its captain's announcements (decision 93). */
  chat?: TeamPart;
}

interface TeamView {
  team: TeamDetail;
  tab: TeamTab;
  sections: TeamPageSections;
  /** Signed out: the public page (decision 52). */
  visitor: boolean;
}

function TabContent({ tab, team, sections, visitor }: TeamView) {
  if (tab === 'overview') return <TeamOverviewTab team={team} sections={sections} visitor={visitor} />;
  const Part = sections[tab];
  return Part ? <Part team={team} /> : null;
}

function LoadedTeam({ team, tab, sections, visitor }: TeamView) {
  const { t } = useTranslation();
  const tabs = visibleTeamTabs(team, { visitor });
  // A tab this viewer may not see (a stranger's settings) falls back to the overview.
  if (!tabs.includes(tab)) return <Navigate to={`/teams/${team.id}`} replace />;
  return (
    <Stack spacing={2.5}>
      <title>{`${team.name} · ${t('common.app_name')}`}</title>
      <TeamHeader team={team} />
      <RouteTabs
        tabs={tabs}
        current={tab}
        home="overview"
        base={`/teams/${team.id}`}
        label={t('teams.tabs.label')}
        tabLabel={(item) => t(`teams.tabs.${item}`)}
        testIdPrefix="team-tab-"
      >
        <TabContent tab={tab} team={team} sections={sections} visitor={visitor} />
      </RouteTabs>
    </Stack>
  );
}

function TeamById({ id, ...view }: Omit<TeamView, 'team'> & { id: string }) {
  const { t } = useTranslation();
  const team = useTeam(id);
  return (
    <QueryState query={team} errorTitle={t('teams.not_found')} height={320}>
      {(data) => <LoadedTeam team={data} {...view} />}
    </QueryState>
  );
}

/**
 * `/teams/:id` and `/teams/:id/<tab>`: a team with its six tabs, each one its own address; public,
 * a visitor sees the overview and a public team's members (decision 52).
 */
export function TeamPage({ sections, visitor = false }: { sections: TeamPageSections; visitor?: boolean }) {
  const { t } = useTranslation();
  const params = useParams();
  const parsed = teamIdParamsSchema.safeParse(params);
  return (
    <Stack spacing={2}>
      {visitor ? null : <BackLinkButton to="/teams">{t('teams.back_to_list')}</BackLinkButton>}
      {parsed.success ? (
        <TeamById
          id={parsed.data.id}
          tab={tabFromPath(params['tab'])}
          sections={sections}
          visitor={visitor}
        />
      ) : (
        <ErrorState title={t('teams.not_found')} error={null} />
      )}
    </Stack>
  );
}

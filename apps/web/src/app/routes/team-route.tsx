import { TeamAchievementsCard } from '../../features/competition-standings/components/team-achievements-card';
import { TeamConversationSection } from '../../features/conversations/components/conversation-section';
import { DefaultFormationCard } from '../../features/formations/components/default-formation-card';
import { FormationTab } from '../../features/formations/components/formation-tab';
import { ChallengeTeamButton } from '../../features/team-matches/components/challenge-team-button';
import { TeamHistoryTab } from '../../features/team-matches/components/team-history-tab';
import { TeamStatisticsTab } from '../../features/team-matches/components/team-statistics-tab';
import { TeamMembersTab } from '../../features/team-members/components/team-members-tab';
import { TeamCalendarFeedCard } from '../../features/team-slots/components/team-calendar-feed-card';
import { TeamSlotsSection } from '../../features/team-slots/components/team-slots-section';
import { TeamPage, type TeamPageSections } from '../../features/team-page/pages/team-page';
import { InviteSecretsCard } from '../../features/teams/components/invite-secrets-card';
import { TeamMembershipActions } from '../../features/teams/components/team-membership-actions';
import { TeamSettingsTab } from '../../features/teams/components/team-settings-tab';
import { useSessionStore } from '../../lib/session/session-store';

/** The team page's parts owned by the teams, team-members, formations, team-matches, team-slots and conversations features. */
const sections: TeamPageSections = {
  members: TeamMembersTab,
  settings: TeamSettingsTab,
  membership: TeamMembershipActions,
  inviteLink: InviteSecretsCard,
  statistics: TeamStatisticsTab,
  formation: FormationTab,
  history: TeamHistoryTab,
  defaultFormation: DefaultFormationCard,
  challenge: ChallengeTeamButton,
  achievements: TeamAchievementsCard,
  weeklySlots: TeamSlotsSection,
  calendarFeed: TeamCalendarFeedCard,
  chat: TeamConversationSection,
};

/**
 * A visitor (signed out): the team, its honours and a public team's members; the rest is for
 * players (decision 52).
 */
const visitorSections: TeamPageSections = { members: TeamMembersTab, achievements: TeamAchievementsCard };

/**
 * `/teams/:id` and `/teams/:id/<tab>`: the team-page feature's page with the members, settings,
 * membership, formation, statistics, history, challenge and weekly slot parts; composing features is the app
 * layer's job (decision 18). Public, so that a team named on a competition's page opens for anyone.
 */
export function TeamRoute() {
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  return isAuthenticated ? <TeamPage sections={sections} /> : <TeamPage sections={visitorSections} visitor />;
}

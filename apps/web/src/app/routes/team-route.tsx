import { TeamAchievementsCard } from '../../features/competition-standings/components/team-achievements-card';
import { DefaultFormationCard } from '../../features/formations/components/default-formation-card';
import { FormationTab } from '../../features/formations/components/formation-tab';
import { ChallengeTeamButton } from '../../features/team-matches/components/challenge-team-button';
import { TeamHistoryTab } from '../../features/team-matches/components/team-history-tab';
import { TeamStatisticsTab } from '../../features/team-matches/components/team-statistics-tab';
import { TeamPage, type TeamPageSections } from '../../features/teams/pages/team-page';
import { useSessionStore } from '../../lib/session/session-store';

/** The team page's parts owned by the formations and team-matches features. */
const sections: TeamPageSections = {
  statistics: TeamStatisticsTab,
  formation: FormationTab,
  history: TeamHistoryTab,
  defaultFormation: DefaultFormationCard,
  challenge: ChallengeTeamButton,
  achievements: TeamAchievementsCard,
};

/** A visitor (signed out): the team and its honours; the rest is for players (decision 52). */
const visitorSections: TeamPageSections = { achievements: TeamAchievementsCard };

/**
 * `/teams/:id` and `/teams/:id/<tab>`: the teams feature's page with the formation, statistics,
 * history and challenge parts; composing features is the app layer's job (decision 18). Public, so
 * that a team named on a competition's page opens for anyone.
 */
export function TeamRoute() {
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  return isAuthenticated ? <TeamPage sections={sections} /> : <TeamPage sections={visitorSections} visitor />;
}

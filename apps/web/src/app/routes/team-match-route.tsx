import { TeamMatchConversationSection } from '../../features/conversations/components/conversation-section';
import { TeamMatchPage, type TeamMatchPageSections } from '../../features/team-matches/pages/team-match-page';

/** The team match page's parts owned by the conversations feature. */
const sections: TeamMatchPageSections = { chat: TeamMatchConversationSection };

/** `/team-matches/:id`: the team-matches feature's page with the match's chat (decision 18 composes features here). */
export function TeamMatchRoute() {
  return <TeamMatchPage sections={sections} />;
}

import { OrganizerBar } from '../../features/competition-console/components/organizer-bar';
import { ManageTeam } from '../../features/competition-console/components/manage-team';
import { MoveMatchButton } from '../../features/competition-console/components/move-match-button';
import { RegistrationPanel } from '../../features/competition-registration/components/registration-panel';
import {
  BracketTab,
  ScorersTab,
  TableTab,
} from '../../features/competition-standings/components/standings-tabs';
import {
  CompetitionPage,
  type CompetitionPageSections,
} from '../../features/competitions/pages/competition-page';

/** The competition page's parts owned by the registration, console and standings features. */
const sections: CompetitionPageSections = {
  registration: RegistrationPanel,
  console: OrganizerBar,
  manageTeam: ManageTeam,
  moveMatch: MoveMatchButton,
  table: TableTab,
  bracket: BracketTab,
  scorers: ScorersTab,
};

/**
 * `/tournaments/:id` and `/tournaments/:id/<tab>`: the competitions feature's page with registration,
 * the organizer's console and the standings; public, so that a shared link opens for anyone.
 * Composing features is the app layer's job: no feature imports another (decision 18).
 */
export function CompetitionRoute() {
  return <CompetitionPage sections={sections} />;
}

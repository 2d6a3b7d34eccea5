import { RegistrationPanel } from '../../features/booking/components/registration-panel';
import { VisitorJoinPanel } from '../../features/booking/components/visitor-join-panel';
import { GamePage, type GamePageSections } from '../../features/games/pages/game-page';
import { GameReferee } from '../../features/referees/components/game-referee';
import { GameResultSection } from '../../features/results/components/game-result-section';
import { RecordResultButton } from '../../features/results/components/record-result-button';
import { GameSidesSection } from '../../features/sides/components/game-sides-section';
import { useSessionStore } from '../../lib/session/session-store';

/** The game page's parts owned by the booking, results, referees and sides features. */
const playerSections: GamePageSections = {
  managerActions: RecordResultButton,
  top: GameResultSection,
  panel: RegistrationPanel,
  referee: GameReferee,
  bottom: GameSidesSection,
};

/** A visitor (a shared link): the game, its referee and the way in; the result and sides are for players. */
const visitorSections: GamePageSections = { panel: VisitorJoinPanel, referee: GameReferee };

/**
 * `/games/:id`: the games feature's page with the booking panel, the result and the sides; public,
 * so that a shared link opens for anyone. Composing features is the app layer's job: no feature
 * imports another (decision 18).
 */
export function GameRoute() {
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  return <GamePage sections={isAuthenticated ? playerSections : visitorSections} />;
}

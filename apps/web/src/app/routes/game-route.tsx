import { RegistrationPanel } from '../../features/booking/components/registration-panel';
import { GamePage, type GamePageSections } from '../../features/games/pages/game-page';
import { GameResultSection } from '../../features/results/components/game-result-section';
import { RecordResultButton } from '../../features/results/components/record-result-button';
import { GameSidesSection } from '../../features/sides/components/game-sides-section';

/** The game page's parts owned by the booking, results and sides features. */
const sections: GamePageSections = {
  managerActions: RecordResultButton,
  top: GameResultSection,
  panel: RegistrationPanel,
  bottom: GameSidesSection,
};

/**
 * `/games/:id`: the games feature's page with the booking panel, the result and the sides.
 * Composing features is the app layer's job: no feature imports another (decision 18).
 */
export function GameRoute() {
  return <GamePage sections={sections} />;
}

import type { GameDetail } from '@oyna/shared';
import { LeaveDialog } from '../../features/booking/components/leave-dialog';
import { RegistrationPanel } from '../../features/booking/components/registration-panel';
import { GameConversationSection } from '../../features/conversations/components/conversation-section';
import { VisitorJoinPanel } from '../../features/booking/components/visitor-join-panel';
import { GamePage, type GamePageSections } from '../../features/games/pages/game-page';
import { GameReferee } from '../../features/referees/components/game-referee';
import { GameResultSection } from '../../features/results/components/game-result-section';
import { RecordResultButton } from '../../features/results/components/record-result-button';
import { GameSidesSection } from '../../features/sides/components/game-sides-section';
import { GameHelpLink } from '../../features/support/components/game-help-link';
import { useSessionStore } from '../../lib/session/session-store';

/**
 * The sides, then the game's chat ("Söhbət"), whose "I can't come" opens the booking's leave dialog
 * with its refund rules; then, for a player who booked it, writing to support about the game.
 */
function PlayerBottom({ game }: { game: GameDetail }) {
  return (
    <>
      <GameSidesSection game={game} />
      <GameConversationSection
        game={game}
        leaveDialog={({ open, onClose }) => (
          <LeaveDialog game={game} open={open} onClose={onClose} onLeft={onClose} />
        )}
      />
      <GameHelpLink game={game} />
    </>
  );
}

/** The game page's parts owned by the booking, results, referees, sides and conversations features. */
const playerSections: GamePageSections = {
  managerActions: RecordResultButton,
  top: GameResultSection,
  panel: RegistrationPanel,
  referee: GameReferee,
  bottom: PlayerBottom,
};

/** A visitor (a shared link): the game, its referee, the way in, and that its players have a chat. */
const visitorSections: GamePageSections = {
  panel: VisitorJoinPanel,
  referee: GameReferee,
  bottom: GameConversationSection,
};

/**
 * `/games/:id`: the games feature's page with the booking panel, the result and the sides; public,
 * so that a shared link opens for anyone. Composing features is the app layer's job: no feature
 * imports another (decision 18).
 */
export function GameRoute() {
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  return <GamePage sections={isAuthenticated ? playerSections : visitorSections} />;
}

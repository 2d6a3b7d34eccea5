import Typography from '@mui/material/Typography';
import type { GameDetail } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { GameSection } from '../../../components/game/game-section';
import { useConversationSummary } from '../api/game-conversation';
import { ChatPanel, type LeaveDialogSlot } from './chat-panel';

/**
 * "Söhbət" on a game's page: the chat for its members; anyone else sees only that it exists and how
 * many messages it has (decision 89).
 */
export function GameConversationSection({
  game,
  leaveDialog,
}: {
  game: GameDetail;
  leaveDialog?: LeaveDialogSlot;
}) {
  const { t } = useTranslation();
  const summary = useConversationSummary(game.id);
  if (!summary.data) return null;
  const { member, message_count: count } = summary.data;
  return (
    <GameSection title={t('conversations.section_title')} testId="game-conversation">
      {member ? (
        <ChatPanel gameId={game.id} leaveDialog={leaveDialog} />
      ) : (
        <Typography color="text.secondary">
          {count > 0 ? t('conversations.visitor_note', { count }) : t('conversations.visitor_note_empty')}
        </Typography>
      )}
    </GameSection>
  );
}

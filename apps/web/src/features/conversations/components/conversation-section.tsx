import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GameDetail, TeamDetail, TeamMatch } from '@oyna/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation } from 'react-router';
import { GameSection } from '../../../components/game/game-section';
import { type ConversationSubjectRef, useConversationSummary } from '../api/conversation';
import { ChatPanel, type LeaveDialogSlot } from './chat-panel';

/** What someone outside the conversation reads of it, by what it is about. */
function OutsiderNote({ kind, count }: { kind: ConversationSubjectRef['kind']; count: number }) {
  const { t } = useTranslation();
  const note =
    kind === 'game'
      ? count > 0
        ? t('conversations.visitor_note', { count })
        : t('conversations.visitor_note_empty')
      : kind === 'team'
        ? count > 0
          ? t('conversations.team_visitor_note', { count })
          : t('conversations.team_visitor_note_empty')
        : count > 0
          ? t('conversations.match_visitor_note', { count })
          : t('conversations.match_visitor_note_empty');
  return <Typography color="text.secondary">{note}</Typography>;
}

/**
 * "Söhbət" on a game's, a team's or a team match's page (decisions 89 and 93): the chat for its
 * members (the pinned announcement first); anyone else sees only that it exists and how many
 * messages it has. `#conversation` opens it from a notification or the Messages list.
 */
export function ConversationSection({
  subject,
  leaveDialog,
  testId,
}: {
  subject: ConversationSubjectRef;
  leaveDialog?: LeaveDialogSlot;
  testId: string;
}) {
  const { t } = useTranslation();
  const summary = useConversationSummary(subject);
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  const shown = summary.data !== undefined;
  // Opened from a notification or the Messages list (`#conversation`): the chat comes into view.
  useEffect(() => {
    if (shown && hash === '#conversation') section.current?.scrollIntoView?.({ block: 'start' });
  }, [shown, hash]);
  if (!summary.data) return null;
  const { member, message_count: count } = summary.data;
  return (
    <Box id="conversation" ref={section} sx={{ scrollMarginTop: 72 }}>
      <GameSection title={t('conversations.section_title')} testId={testId}>
        {member ? (
          <ChatPanel subject={subject} leaveDialog={leaveDialog} />
        ) : (
          <OutsiderNote kind={subject.kind} count={count} />
        )}
      </GameSection>
    </Box>
  );
}

/** A game's chat on its page; "I can't come" offers the booking's leave dialog (decision 89). */
export function GameConversationSection({
  game,
  leaveDialog,
}: {
  game: GameDetail;
  leaveDialog?: LeaveDialogSlot;
}) {
  return (
    <ConversationSection
      subject={{ kind: 'game', id: game.id }}
      leaveDialog={leaveDialog}
      testId="game-conversation"
    />
  );
}

/** A team's chat on its overview: its members and their captain's announcements (decision 93). */
export function TeamConversationSection({ team }: { team: TeamDetail }) {
  return <ConversationSection subject={{ kind: 'team', id: team.id }} testId="team-conversation" />;
}

/** A team match's chat, for both teams' members, once the challenge is accepted (decision 93). */
export function TeamMatchConversationSection({ match }: { match: TeamMatch }) {
  if (!match.game_id) return null;
  return (
    <ConversationSection subject={{ kind: 'team_match', id: match.id }} testId="team-match-conversation" />
  );
}

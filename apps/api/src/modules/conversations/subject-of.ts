import type { DbExecutor } from '../../db/database.js';
import type { ConversationRow } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findGame } from './conversation-access.js';
import type { ConversationSubject } from './conversation-subject.js';
import { findMatchSubject, findTeamSubject } from './team-conversation-access.js';

/** A conversation's subject (a game, a team, a team match); null once the subject is gone, or for another kind. */
export async function subjectOf(
  db: DbExecutor,
  conversation: Pick<ConversationRow, 'kind' | 'subjectId'>,
): Promise<ConversationSubject | null> {
  try {
    if (conversation.kind === 'game')
      return { kind: 'game', game: await findGame(db, conversation.subjectId) };
    if (conversation.kind === 'team') return await findTeamSubject(db, conversation.subjectId);
    if (conversation.kind === 'team_match') return await findMatchSubject(db, conversation.subjectId);
    return null;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

import type { ConversationKind, ConversationSummary } from '@oyna/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conversationMessages } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { findGame, gameRoleOf } from './conversation-access.js';
import { type ConversationSubject, subjectId } from './conversation-subject.js';
import { findConversation } from './subject-conversation.js';
import { findMatchSubject, findTeamSubject, teamSubjectRole } from './team-conversation-access.js';

/** The subject and whether I am in its conversation; null for a team match whose chat is not open yet. */
async function subjectAndMembership(
  db: Db,
  actor: AuthUser | null,
  kind: ConversationKind,
  id: string,
): Promise<{ subject: ConversationSubject; member: boolean } | null> {
  if (kind === 'game') {
    const game = await findGame(db, id);
    return { subject: { kind, game }, member: actor ? (await gameRoleOf(db, actor, game)) !== null : false };
  }
  try {
    const subject = kind === 'team' ? await findTeamSubject(db, id) : await findMatchSubject(db, id);
    return { subject, member: actor ? (await teamSubjectRole(db, actor, subject)) !== null : false };
  } catch (error) {
    if (error instanceof AppError && error.code === 'conversation_not_open') return null;
    throw error;
  }
}

/** A private team's chat is counted for its members only. */
function countShown(subject: ConversationSubject, member: boolean): boolean {
  if (member || subject.kind === 'game') return true;
  if (subject.kind === 'team') return !subject.team.isPrivate;
  if (subject.kind === 'support') return false;
  return !subject.home.isPrivate && !subject.away.isPrivate;
}

/**
 * What anyone may know of a conversation (a game's, a team's, a team match's): that it exists, how
 * many messages (a private team's: for its members only), whether I am in it.
 */
export async function conversationSummary(
  db: Db,
  input: { actor: AuthUser | null; kind: ConversationKind; subjectId: string },
): Promise<ConversationSummary> {
  const { kind } = input;
  const found = await subjectAndMembership(db, input.actor, kind, input.subjectId);
  if (!found) return { message_count: 0, member: false };
  const { subject, member } = found;
  const conversation = await findConversation(db, kind, subjectId(subject));
  if (!conversation || !countShown(subject, member)) return { message_count: 0, member };
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.conversationId, conversation.id), isNull(conversationMessages.deletedAt)),
    );
  return { message_count: row?.count ?? 0, member };
}

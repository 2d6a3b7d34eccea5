import type { ConversationKind } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type ConversationRow, conversations } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { requireGameMember } from './conversation-access.js';
import {
  type ConversationSubject,
  type SubjectMember,
  subjectReadOnlyAfter,
} from './conversation-subject.js';
import { requireSupportMember } from './support/support-access.js';
import { requireMatchMember, requireTeamMember } from './team-conversation-access.js';

/** The subject of a conversation and my role in it; 404, 403 or 409 as its kind's rule says. */
export async function requireSubjectMember(
  db: DbExecutor,
  actor: AuthUser,
  kind: ConversationKind,
  id: string,
): Promise<SubjectMember> {
  if (kind === 'game') {
    const { game, role } = await requireGameMember(db, actor, id);
    return { subject: { kind: 'game', game }, role };
  }
  if (kind === 'team') return requireTeamMember(db, actor, id);
  if (kind === 'team_match') return requireMatchMember(db, actor, id);
  if (kind === 'support') return requireSupportMember(db, actor, id);
  throw notFound();
}

/** A conversation by id and my membership of its subject; 404 when there is none. */
export async function requireConversationMember(
  db: DbExecutor,
  actor: AuthUser,
  conversationId: string,
): Promise<SubjectMember & { conversation: ConversationRow }> {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!conversation) throw notFound();
  const member = await requireSubjectMember(db, actor, conversation.kind, conversation.subjectId);
  return { ...member, conversation };
}

/** 409 `conversation_read_only` once the subject's conversation turned read only. */
export function assertSubjectWritable(subject: ConversationSubject, now: Date): void {
  const readOnlyAfter = subjectReadOnlyAfter(subject);
  if (readOnlyAfter && now.getTime() >= readOnlyAfter.getTime())
    throw new AppError('conversation_read_only', 409);
}

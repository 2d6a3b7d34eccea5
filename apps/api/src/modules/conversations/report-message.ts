import type { ReportMessageInput } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conversationMessageReports, conversationMessages } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { requireConversationMember } from './conversation-members.js';

/**
 * A member reports another's message (decision 95): a player's text or an announcement that is not
 * deleted. One report per member and message (409 `conversation_report_duplicate`), never one's own
 * (403 `conversation_report_own_message`). The text is kept as it is now, for the moderator.
 */
export async function reportMessage(
  db: Db,
  input: { actor: AuthUser; conversationId: string; messageId: string; report: ReportMessageInput },
): Promise<{ id: string }> {
  await requireConversationMember(db, input.actor, input.conversationId);
  const [message] = await db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.id, input.messageId),
        eq(conversationMessages.conversationId, input.conversationId),
      ),
    );
  if (!message || message.kind === 'system' || !message.authorId || message.deletedAt) {
    throw new AppError('conversation_message_not_found', 404);
  }
  if (message.authorId === input.actor.id) throw new AppError('conversation_report_own_message', 403);
  const [row] = await db
    .insert(conversationMessageReports)
    .values({
      messageId: message.id,
      reporterId: input.actor.id,
      reason: input.report.reason,
      note: input.report.note || null,
      reportedBody: message.body,
    })
    .onConflictDoNothing()
    .returning({ id: conversationMessageReports.id });
  if (!row) throw new AppError('conversation_report_duplicate', 409);
  return row;
}

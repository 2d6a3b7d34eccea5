import {
  MESSAGE_REPORT_CONTEXT,
  type MessageReport,
  type MessageReportDecision,
  type ReportContextLine,
} from '@oyna/shared';
import { and, asc, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import {
  type ConversationMessageReportRow,
  type ConversationMessageRow,
  conversationMessageReports,
  conversationMessages,
  conversations,
} from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { identities } from './message-view.js';
import { subjectTitle } from './conversation-subject.js';
import { subjectOf } from './subject-of.js';

/** The most reports the queue shows at once (the oldest open first). */
const QUEUE_PAGE = 50;

/** The few messages before and after the reported one, in order. */
async function contextOf(db: DbExecutor, message: ConversationMessageRow): Promise<ConversationMessageRow[]> {
  const inConversation = eq(conversationMessages.conversationId, message.conversationId);
  const before = await db
    .select()
    .from(conversationMessages)
    .where(and(inConversation, lt(conversationMessages.seq, message.seq)))
    .orderBy(desc(conversationMessages.seq))
    .limit(MESSAGE_REPORT_CONTEXT);
  const after = await db
    .select()
    .from(conversationMessages)
    .where(and(inConversation, gt(conversationMessages.seq, message.seq)))
    .orderBy(asc(conversationMessages.seq))
    .limit(MESSAGE_REPORT_CONTEXT);
  return [...before.reverse(), message, ...after];
}

/** One report as the moderator reads it. */
async function viewReport(
  db: DbExecutor,
  report: ConversationMessageReportRow,
): Promise<MessageReport | null> {
  const [message] = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.id, report.messageId));
  if (!message) return null;
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.id, message.conversationId));
  if (!conversation) return null;
  const subject = await subjectOf(db, conversation);
  const context = await contextOf(db, message);
  const people = new Set<string>([report.reporterId]);
  for (const row of context) if (row.authorId) people.add(row.authorId);
  const names = await identities(db, [...people]);
  const lines: ReportContextLine[] = context.map((row) => ({
    id: row.id,
    kind: row.kind,
    author: row.authorId ? (names.get(row.authorId) ?? null) : null,
    body: row.id === message.id ? report.reportedBody : row.deletedAt ? '' : row.body,
    deleted: row.deletedAt !== null,
    reported: row.id === message.id,
    created_at: row.createdAt.toISOString(),
  }));
  return {
    id: report.id,
    message_id: message.id,
    conversation_id: conversation.id,
    conversation_kind: conversation.kind,
    subject_title: subject ? subjectTitle(subject) : '',
    author: message.authorId ? (names.get(message.authorId) ?? null) : null,
    reporter: names.get(report.reporterId) ?? null,
    reason: report.reason,
    note: report.note,
    reported_body: report.reportedBody,
    context: lines,
    created_at: report.createdAt.toISOString(),
    decision: report.decision,
    decided_at: report.decidedAt?.toISOString() ?? null,
  };
}

/** The admins' queue (open reports, the oldest first) or the latest decided ones. */
export async function listMessageReports(
  db: Db,
  query: { status: 'open' | 'decided' },
): Promise<{ items: MessageReport[] }> {
  const open = query.status === 'open';
  const rows = await db
    .select()
    .from(conversationMessageReports)
    .where(
      open ? isNull(conversationMessageReports.decision) : isNotNull(conversationMessageReports.decision),
    )
    .orderBy(open ? asc(conversationMessageReports.createdAt) : desc(conversationMessageReports.decidedAt))
    .limit(QUEUE_PAGE);
  const items: MessageReport[] = [];
  for (const row of rows) {
    const view = await viewReport(db, row);
    if (view) items.push(view);
  }
  return { items };
}

/**
 * An admin decides a report: `hide` hides the message for everyone (its row stays, without its
 * text, shown as hidden by a moderator), `keep` leaves it. Every open report of the same message
 * is decided with it; the decision goes to the audit log in the same transaction. 409
 * `conversation_report_decided` when it was decided before.
 */
export async function decideMessageReport(
  db: Db,
  input: { actorId: string; reportId: string; decision: MessageReportDecision; now?: Date },
): Promise<MessageReport> {
  const now = input.now ?? new Date();
  const decided = await db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(conversationMessageReports)
      .where(eq(conversationMessageReports.id, input.reportId))
      .for('update');
    if (!report) throw new AppError('conversation_report_not_found', 404);
    if (report.decision) throw new AppError('conversation_report_decided', 409);
    await tx
      .update(conversationMessageReports)
      .set({ decision: input.decision, decidedAt: now, decidedBy: input.actorId })
      .where(
        and(
          eq(conversationMessageReports.messageId, report.messageId),
          isNull(conversationMessageReports.decision),
        ),
      );
    if (input.decision === 'hide') {
      await tx
        .update(conversationMessages)
        .set({ body: '', deletedAt: now })
        .where(and(eq(conversationMessages.id, report.messageId), isNull(conversationMessages.deletedAt)));
    }
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.decision === 'hide' ? 'conversation_message.hidden' : 'conversation_message.kept',
      subjectType: 'conversation_message',
      subjectId: report.messageId,
      details: { report_id: report.id, report_reason: report.reason },
      now,
    });
    return { ...report, decision: input.decision, decidedAt: now, decidedBy: input.actorId };
  });
  const view = await viewReport(db, decided);
  if (!view) throw new AppError('conversation_report_not_found', 404);
  return view;
}

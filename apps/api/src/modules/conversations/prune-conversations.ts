import { GAME_CONVERSATION_RETENTION_DAYS } from '@oyna/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { deleteInBatches } from '../../db/delete-in-batches.js';
import { conversationMessages, conversations } from '../../db/schema.js';

/**
 * Conversations past their retention at `before`: of games and team matches that ended before it,
 * and of teams deleted before it.
 */
const pastRetention = (before: Date) => sql`(${conversations.kind} = 'game' and exists (
    select 1 from games g where g.id = ${conversations.subjectId}
      and g.starts_at + g.duration_minutes * interval '1 minute' < ${before}))
  or (${conversations.kind} = 'team_match' and exists (
    select 1 from team_matches m where m.id = ${conversations.subjectId}
      and m.starts_at + m.duration_minutes * interval '1 minute' < ${before}))
  or (${conversations.kind} = 'team' and exists (
    select 1 from teams t where t.id = ${conversations.subjectId} and t.deleted_at < ${before}))`;

/**
 * Deletes the conversations of games and team matches that ended more than
 * GAME_CONVERSATION_RETENTION_DAYS ago, and of teams deleted that long ago: their messages first,
 * 1,000 at a time, then the conversations with their read marks (docs/decisions/0086-retention.md,
 * 0089-conversations.md, 0093). Returns how many messages went.
 */
export async function pruneConversations(db: DbExecutor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - GAME_CONVERSATION_RETENTION_DAYS * 86_400_000);
  const messages = await deleteInBatches(
    db,
    conversationMessages,
    sql`${conversationMessages.conversationId} in (select id from ${conversations} where ${pastRetention(before)})`,
  );
  await deleteInBatches(db, conversations, pastRetention(before));
  return messages;
}

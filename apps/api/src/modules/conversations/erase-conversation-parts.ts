import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  conversationMemberMutes,
  conversationMessageReports,
  conversationMessages,
  conversationReads,
} from '../../db/schema.js';
import type { ErasureStep } from '../users/deletion/account-deletion-hooks.js';

/**
 * An erased player's part in conversations (decision 91): the messages and announcements they wrote
 * become deleted messages (the row stays, so replies to them still point somewhere, without their
 * words), shown under "Deleted player"; where they had read to and what they muted goes. Their words
 * kept in reports of their messages go too (decision 95), and any mute of them in a conversation.
 */
export const eraseConversationParts: ErasureStep = async (tx, { userId, now }) => {
  await tx
    .update(conversationMessages)
    .set({
      body: '',
      deletedAt: sql`coalesce(${conversationMessages.deletedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(conversationMessages.authorId, userId), ne(conversationMessages.kind, 'system')));
  await tx.delete(conversationReads).where(eq(conversationReads.userId, userId));
  await tx
    .update(conversationMessageReports)
    .set({ reportedBody: '' })
    .where(
      inArray(
        conversationMessageReports.messageId,
        tx
          .select({ id: conversationMessages.id })
          .from(conversationMessages)
          .where(eq(conversationMessages.authorId, userId)),
      ),
    );
  await tx.delete(conversationMemberMutes).where(eq(conversationMemberMutes.userId, userId));
};

import {
  CONVERSATION_STREAM_EVENT,
  type ConversationMessage,
  type ConversationStreamEvent,
} from '@oyna/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema.js';

/**
 * Tells the admins' live streams (on any instance) that a support request was written to, so an open
 * queue or request page reads it again; its player is told by the conversation's own `tellPosted`.
 */
export async function tellAdmins(
  app: FastifyInstance,
  event: { requestId: string; message: Pick<ConversationMessage, 'id' | 'conversation_id'> },
): Promise<void> {
  const admins = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.blockedAt)));
  const data: ConversationStreamEvent = {
    conversation_id: event.message.conversation_id,
    kind: 'support',
    subject_id: event.requestId,
    message_id: event.message.id,
    change: 'created',
  };
  await app.userEvents.publish(
    admins.map((admin) => admin.id),
    CONVERSATION_STREAM_EVENT,
    data,
  );
}

import { CONVERSATION_STREAM_EVENT, type ConversationStreamEvent } from '@oyna/shared';
import type { FastifyInstance } from 'fastify';
import { type ConversationSubject, audienceOf, subjectId } from './conversation-subject.js';

/** Tells the live streams (on any instance) of everyone a subject's conversation reaches that it changed. */
export async function tellMembers(
  app: FastifyInstance,
  subject: ConversationSubject,
  event: Omit<ConversationStreamEvent, 'kind' | 'subject_id'>,
): Promise<void> {
  const data: ConversationStreamEvent = { ...event, kind: subject.kind, subject_id: subjectId(subject) };
  await app.userEvents.publish(await audienceOf(app.db, subject), CONVERSATION_STREAM_EVENT, data);
}

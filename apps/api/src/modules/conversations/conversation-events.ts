import {
  CONVERSATION_STREAM_EVENT,
  type ConversationMessage,
  type ConversationStreamEvent,
} from '@oyna/shared';
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

/** A message just written, and what its conversation is about. */
interface Posted {
  message: ConversationMessage;
  subject: ConversationSubject;
}

/** Tells the members' live streams that a message (or an announcement) was written, and answers it. */
export async function tellPosted(
  app: FastifyInstance,
  { message, subject }: Posted,
): Promise<ConversationMessage> {
  await tellMembers(app, subject, {
    conversation_id: message.conversation_id,
    message_id: message.id,
    change: 'created',
  });
  return message;
}

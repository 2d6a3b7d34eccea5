import {
  type ConversationMessage,
  type PostAnnouncementInput,
  announcementIsUrgent,
  mayAnnounce,
  postAnnouncementSchema,
} from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { conversationMessages } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { notify } from '../notifications/notify.js';
import { playerName } from '../teams/team-mentions.js';
import { assertSubjectWritable, requireConversationMember } from './conversation-members.js';
import {
  type ConversationSubject,
  audienceOf,
  kickOffOf,
  subjectId,
  subjectTitle,
} from './conversation-subject.js';
import type { MessageLimits } from './message-limits.js';
import { assertNoBlockedWord, markMineRead } from './post-message.js';
import { viewSubjectMessages } from './subject-messages.js';
import { clip } from '../../lib/clip-text.js';
import { NOTIFIED_MESSAGE_LENGTH } from './message-limits.js';

/**
 * The organizer of a game, a captain or vice-captain of a team (in a team match: of either team), or
 * an admin posts an announcement (decision 93): written in the conversation (the latest is pinned)
 * and told to everyone it reaches but its author, one notification each, in the same transaction;
 * their settings route it to their channels. Urgent (through quiet hours) only when it tells a
 * change of time or place and the kick-off is within 3 hours. Refused (403 for anyone else, 409 once
 * read only, 429 past the limits it shares with messages), it writes nothing.
 */
export async function postAnnouncement(
  db: Db,
  input: {
    actor: AuthUser;
    conversationId: string;
    announcement: PostAnnouncementInput;
    limits: MessageLimits;
    now?: Date;
  },
): Promise<{ message: ConversationMessage; subject: ConversationSubject }> {
  const now = input.now ?? new Date();
  const { body, time_or_place_change: change } = postAnnouncementSchema.parse(input.announcement);
  const { subject, role, conversation } = await requireConversationMember(
    db,
    input.actor,
    input.conversationId,
  );
  // A support request has no audience to announce to (decision 96): its answers are messages.
  if (!mayAnnounce(role) || subject.kind === 'support')
    throw new AppError('conversation_announcers_only', 403);
  assertSubjectWritable(subject, now);
  assertNoBlockedWord(body);
  const row = await db.transaction(async (tx) => {
    await input.limits.assertMayPost({ userId: input.actor.id, conversationId: conversation.id });
    const [inserted] = await tx
      .insert(conversationMessages)
      .values({
        conversationId: conversation.id,
        authorId: input.actor.id,
        kind: 'announcement',
        body,
        timeOrPlaceChange: change,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('the announcement was not written');
    await markMineRead(tx, inserted);
    const urgent = announcementIsUrgent({ timeOrPlaceChange: change, startsAt: kickOffOf(subject), now });
    const payload = {
      conversation_kind: subject.kind,
      subject_id: subjectId(subject),
      title: subjectTitle(subject),
      author_name: await playerName(tx, input.actor.id),
      body: clip(body, NOTIFIED_MESSAGE_LENGTH),
      time_or_place_change: change,
    };
    for (const userId of await audienceOf(tx, subject)) {
      if (userId === input.actor.id) continue;
      await notify(
        tx,
        userId,
        { kind: 'announcement', payload },
        { dedupeKey: `announcement:${inserted.id}:${userId}`, urgent, now },
      );
    }
    return inserted;
  });
  const [view] = await viewSubjectMessages(db, subject, [row], { userId: input.actor.id, role }, now);
  if (!view) throw new Error('the announcement cannot be shown');
  return { message: view, subject };
}

import type { SendingChannel } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import { devOutboxMessages } from '../../db/schema.js';

/** A message as it would have left: the channel, who to, what about, its words. */
export interface CapturedMessage {
  channel: SendingChannel;
  recipient: string;
  purpose: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Keeps a message in the development outbox instead of sending it; answers its id. */
export async function captureMessage(db: DbExecutor, message: CapturedMessage): Promise<string> {
  const [row] = await db
    .insert(devOutboxMessages)
    .values({ ...message, html: message.html ?? null })
    .returning({ id: devOutboxMessages.id });
  if (!row) throw new Error('the outbox kept nothing');
  return row.id;
}

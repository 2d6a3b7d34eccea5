import { SMS_KINDS, type SendingChannel, isWhatsAppKind } from '@oyna/shared';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { users } from '../../../db/schema.js';
import type { DeliveryChannel, OutgoingMessage, SendOutcome } from '../delivery-channel.js';
import { captureMessage } from '../../dev-outbox/capture-message.js';
import { playersWithWhatsAppConsent } from '../whatsapp/whatsapp-opt-ins.js';

/** Players of `userIds` with something in `column` (an email address, a phone number). */
async function usersWith(
  db: DbExecutor,
  userIds: readonly string[],
  column: typeof users.email | typeof users.phone,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNotNull(column)));
  return new Set(rows.map((row) => row.id));
}

const everyone = async (_db: DbExecutor, userIds: readonly string[]) => new Set(userIds);

/** Who the message names as its recipient in the outbox. */
function recipientOf(channel: SendingChannel, message: OutgoingMessage): string {
  const { recipient } = message;
  if (channel === 'sms' || channel === 'whatsapp') return recipient.phone ?? recipient.firstName;
  return `${recipient.firstName} (${channel === 'telegram' ? 'Telegram' : 'push'})`;
}

/** The words the channel would carry: the short SMS text, or the title, body and link. */
function textOf(channel: SendingChannel, message: OutgoingMessage): string {
  if (channel === 'sms') return message.rendered.sms;
  return [message.rendered.title, message.rendered.body, message.url].join('\n\n');
}

/**
 * A channel this server is not set up for (Telegram without a bot, push without VAPID keys, SMS
 * without LSIM), standing in while the development outbox is on: what it would send is kept there.
 * Telegram and push reach every player who chose them (nobody can link a chat or a browser to a
 * channel that is off: the outbox shows what they would get once they did); SMS reaches players with
 * a phone number, and only for the kinds that may go by SMS; WhatsApp, as when it is set up, players
 * whose consent covers their confirmed number, for the kinds with a template (decision 88).
 */
export function createCapturingChannel(channel: Exclude<SendingChannel, 'email'>): DeliveryChannel {
  return {
    name: channel,
    configured: true,
    capturing: true,
    reachable:
      channel === 'sms'
        ? (db, userIds) => usersWith(db, userIds, users.phone)
        : channel === 'whatsapp'
          ? playersWithWhatsAppConsent
          : everyone,
    async send(message: OutgoingMessage, db: DbExecutor): Promise<SendOutcome> {
      if (channel === 'sms' && !SMS_KINDS.includes(message.kind))
        return { status: 'failed', error: 'not an SMS kind' };
      if (channel === 'whatsapp' && !isWhatsAppKind(message.kind))
        return { status: 'failed', error: 'no WhatsApp template for the kind' };
      const id = await captureMessage(db, {
        channel,
        recipient: recipientOf(channel, message),
        purpose: message.kind,
        subject: message.rendered.title,
        text: textOf(channel, message),
      });
      return { status: 'sent', providerId: `dev-outbox:${id}` };
    },
  };
}

import { SMS_KINDS } from '@oyna/shared';
import type { Config } from '../../../config.js';
import type { DbExecutor } from '../../../db/database.js';
import type { DeliveryChannel, OutgoingMessage, SendOutcome } from '../delivery-channel.js';
import { playersWithAddress } from './players-with-address.js';
import { createLsimGateway } from './lsim-gateway.js';
import { smsEncoding } from './sms-encoding.js';
import type { SmsGateway } from './sms-gateway.js';

type SmsConfig = Pick<Config, 'SMS_PROVIDER' | 'SMS_API_URL' | 'SMS_LOGIN' | 'SMS_PASSWORD' | 'SMS_SENDER'>;

/** The gateway of SMS_PROVIDER with its keys, or null when SMS is off or a key is missing. */
export function smsGatewayFromConfig(config: SmsConfig): SmsGateway | null {
  if (config.SMS_PROVIDER === 'lsim' && config.SMS_LOGIN && config.SMS_PASSWORD) {
    return createLsimGateway({
      baseUrl: config.SMS_API_URL,
      login: config.SMS_LOGIN,
      password: config.SMS_PASSWORD,
      sender: config.SMS_SENDER,
    });
  }
  return null;
}

/**
 * SMS through an HTTP gateway: only the kinds that may go by SMS (SMS_KINDS, the urgent ones),
 * to players with a phone number, with the short SMS text of the template (one UCS-2 message).
 * Whether the player agreed is the matrix's business: the dispatcher only routes here when they did.
 */
export function createSmsChannel(gateway: SmsGateway | null): DeliveryChannel {
  return {
    name: 'sms',
    configured: gateway !== null,

    reachable: (db: DbExecutor, userIds: readonly string[]) => playersWithAddress(db, userIds, 'phone'),

    async send(message: OutgoingMessage): Promise<SendOutcome> {
      if (!gateway) return { status: 'failed', error: 'SMS is not set up on this server' };
      if (!SMS_KINDS.includes(message.kind)) return { status: 'failed', error: 'not an SMS kind' };
      const phone = message.recipient.phone;
      if (!phone) return { status: 'failed', error: 'the player has no phone number' };
      const text = message.rendered.sms;
      const answer = await gateway.send(phone, text, { unicode: smsEncoding(text).unicode });
      if (answer.status === 'accepted') return { status: 'sent', providerId: answer.messageId };
      if (answer.status === 'retry') return { status: 'retry', error: answer.error };
      return { status: 'failed', error: answer.error };
    },
  };
}

export function smsChannelFromConfig(config: SmsConfig): DeliveryChannel {
  return createSmsChannel(smsGatewayFromConfig(config));
}

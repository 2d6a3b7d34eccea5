import type { MessageDeliveryMode } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import { captureMessage } from '../dev-outbox/capture-message.js';
import { messageChannels } from '../dev-outbox/message-channels.js';
import { smsEncoding } from '../notifications/channels/sms-encoding.js';
import { smsGatewayFromConfig } from '../notifications/channels/sms-channel.js';

export type PhoneCodeSmsConfig = Parameters<typeof messageChannels>[0] &
  Parameters<typeof smsGatewayFromConfig>[0];

/** How a code leaves this server: `sent` by the SMS gateway, `captured` in the development outbox, or `off`. */
export interface PhoneCodeSms {
  delivery: MessageDeliveryMode;
  /** Sends the text now (a code cannot wait for the notification outbox); false when the gateway failed. */
  send(db: DbExecutor, phone: string, text: string): Promise<boolean>;
}

/**
 * The SMS gateway the notifications use (SMS_PROVIDER), or, where it is not set up and the
 * development outbox is on, the outbox (decision 50), where a developer reads the code.
 */
export function phoneCodeSmsFromConfig(config: PhoneCodeSmsConfig): PhoneCodeSms {
  const delivery = messageChannels(config).sms;
  const gateway = smsGatewayFromConfig(config);
  return {
    delivery,
    async send(db, phone, text) {
      if (gateway) {
        const answer = await gateway.send(phone, text, { unicode: smsEncoding(text).unicode });
        return answer.status === 'accepted';
      }
      if (delivery !== 'captured') return false;
      await captureMessage(db, {
        channel: 'sms',
        recipient: phone,
        purpose: 'phone_code',
        subject: 'Oyna',
        text,
      });
      return true;
    },
  };
}

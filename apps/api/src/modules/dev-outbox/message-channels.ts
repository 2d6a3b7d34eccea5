import type { MessageChannels, MessageDeliveryMode } from '@oyna/shared';
import type { Config } from '../../config.js';
import { devOutboxEnabled } from './dev-outbox-enabled.js';

export type MessageChannelsConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'DEV_OUTBOX'
  | 'SMTP_URL'
  | 'TELEGRAM_BOT_TOKEN'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'SMS_PROVIDER'
  | 'SMS_LOGIN'
  | 'SMS_PASSWORD'
>;

/**
 * What becomes of a message on each channel here: sent when the channel is set up, else kept in the
 * development outbox when it is on, else nothing. The same tests as the channels' own `configured`.
 */
export function messageChannels(config: MessageChannelsConfig): MessageChannels {
  const capturing = devOutboxEnabled(config);
  const mode = (configured: boolean): MessageDeliveryMode =>
    configured ? 'sent' : capturing ? 'captured' : 'off';
  return {
    email: mode(config.SMTP_URL !== undefined),
    telegram: mode(Boolean(config.TELEGRAM_BOT_TOKEN)),
    push: mode(Boolean(config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)),
    sms: mode(config.SMS_PROVIDER === 'lsim' && Boolean(config.SMS_LOGIN && config.SMS_PASSWORD)),
  };
}

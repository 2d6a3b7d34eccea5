import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { DbExecutor } from '../../db/database.js';
import { createCapturingChannel } from './channels/capturing-channel.js';
import { devOutboxEnabled } from '../dev-outbox/dev-outbox-enabled.js';
import { messageMailer } from '../dev-outbox/message-mailer.js';
import { createEmailChannel } from './channels/email-channel.js';
import { createTelegramChannel } from './channels/telegram-channel.js';
import { createPushChannel } from './channels/push-channel.js';
import { smsChannelFromConfig } from './channels/sms-channel.js';
import { whatsAppChannelFromConfig } from './channels/whatsapp-channel.js';
import type { DeliveryChannel } from './delivery-channel.js';
import { telegramBotApiFromConfig } from './telegram/telegram-config.js';

/**
 * The channels of this server, each configured by its environment variables (or left off). With
 * the development outbox on (decision 50), a channel left off is replaced by one that keeps its
 * messages there.
 */
export function deliveryChannelsFromConfig(
  config: Config,
  log: FastifyBaseLogger,
  db: DbExecutor,
): DeliveryChannel[] {
  const channels = [
    createEmailChannel(messageMailer(config, db), { publicUrl: config.PUBLIC_URL }),
    createTelegramChannel({ api: telegramBotApiFromConfig(config) }),
    createPushChannel(config),
    smsChannelFromConfig(config),
    whatsAppChannelFromConfig(config, log),
  ];
  if (!devOutboxEnabled(config)) return channels;
  return channels.map((channel) =>
    channel.configured || channel.name === 'email' ? channel : createCapturingChannel(channel.name),
  );
}

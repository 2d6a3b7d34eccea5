import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { sharedMailer } from '../../lib/mail/mailer.js';
import { createEmailChannel } from './channels/email-channel.js';
import { createTelegramChannel } from './channels/telegram-channel.js';
import { createPushChannel } from './channels/push-channel.js';
import { smsChannelFromConfig } from './channels/sms-channel.js';
import type { DeliveryChannel } from './delivery-channel.js';
import { telegramBotApiFromConfig } from './telegram/telegram-config.js';

/** The channels of this server, each configured by its environment variables (or left off). */
export function deliveryChannelsFromConfig(config: Config, _log: FastifyBaseLogger): DeliveryChannel[] {
  return [
    createEmailChannel(sharedMailer(config), { publicUrl: config.PUBLIC_URL }),
    createTelegramChannel({ api: telegramBotApiFromConfig(config) }),
    createPushChannel(config),
    smsChannelFromConfig(config),
  ];
}

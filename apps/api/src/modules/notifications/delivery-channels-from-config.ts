import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { sharedMailer } from '../../lib/mail/mailer.js';
import { createEmailChannel } from './channels/email-channel.js';
import type { DeliveryChannel } from './delivery-channel.js';

/** The channels of this server, each configured by its environment variables (or left off). */
export function deliveryChannelsFromConfig(config: Config, _log: FastifyBaseLogger): DeliveryChannel[] {
  return [createEmailChannel(sharedMailer(config), { publicUrl: config.PUBLIC_URL })];
}

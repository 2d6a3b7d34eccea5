import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { createPushChannel } from './channels/push-channel.js';
import { smsChannelFromConfig } from './channels/sms-channel.js';
import type { DeliveryChannel } from './delivery-channel.js';

/** The channels of this server, each configured by its environment variables (or left off). */
export function deliveryChannelsFromConfig(config: Config, _log: FastifyBaseLogger): DeliveryChannel[] {
  return [createPushChannel(config), smsChannelFromConfig(config)];
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { DeliveryChannel } from './delivery-channel.js';

/** The channels of this server, each configured by its environment variables (or left off). */
export function deliveryChannelsFromConfig(_config: Config, _log: FastifyBaseLogger): DeliveryChannel[] {
  return [];
}

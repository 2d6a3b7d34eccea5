import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { createTelegramChannel } from './channels/telegram-channel.js';
import type { DeliveryChannel } from './delivery-channel.js';
import { telegramBotApiFromConfig } from './telegram/telegram-config.js';

/** The channels of this server, each configured by its environment variables (or left off). */
export function deliveryChannelsFromConfig(config: Config, _log: FastifyBaseLogger): DeliveryChannel[] {
  return [createTelegramChannel({ api: telegramBotApiFromConfig(config) })];
}

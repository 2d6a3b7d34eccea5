import type { AuthProvidersResponse } from '@oyna/shared';
import type { Config } from '../../config.js';
import { type MessageChannelsConfig, messageChannels } from '../dev-outbox/message-channels.js';

/**
 * Which third-party sign-ins this deployment offers, so the web app shows only working buttons,
 * and what becomes of the messages it would send, so no screen says a link was sent when none was.
 */
export function getAuthProviders(
  config: Pick<
    Config,
    'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_BOT_USERNAME'
  > &
    MessageChannelsConfig,
): AuthProvidersResponse {
  const telegram = Boolean(config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_BOT_USERNAME);
  return {
    google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    telegram: { enabled: telegram, bot_username: telegram ? (config.TELEGRAM_BOT_USERNAME ?? null) : null },
    messages: messageChannels(config),
  };
}

import type { PreparedMessage, PreparedMessageRequest } from '@oyna/shared';
import { apiPost } from '../lib/api-client';

/**
 * POST /telegram/prepared-messages: the bot saves the card of a game, a team's invitation or a
 * competition for the player's Telegram account; the Mini App shares it with `shareMessage(id)`.
 * Nothing is cached: each share prepares its own (Telegram keeps them a day).
 */
export const prepareShareMessage = (body: PreparedMessageRequest) =>
  apiPost<PreparedMessage>('/telegram/prepared-messages', body);

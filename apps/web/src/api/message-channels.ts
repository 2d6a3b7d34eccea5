import { useQuery } from '@tanstack/react-query';
import type { MessageChannels, MessageDeliveryMode } from '@oyna/shared';
import { authProvidersQueryOptions } from './auth-providers';

/**
 * What becomes of emails, Telegram messages, push and SMS on this server (decision 50): `sent`,
 * `captured` in the development outbox, or `off`. Read from `/auth/providers`, the one answer that
 * tells the web app which channels exist (the same query as the sign-in buttons'), so that no screen
 * says a message was sent when none was.
 */
export function useMessageChannels(): MessageChannels | undefined {
  return useQuery({ ...authProvidersQueryOptions(), select: (providers) => providers.messages }).data;
}

/** One channel's mode; until the server has answered, as a server that sends (what most do). */
export function useMessageMode(channel: keyof MessageChannels): MessageDeliveryMode {
  return useMessageChannels()?.[channel] ?? 'sent';
}

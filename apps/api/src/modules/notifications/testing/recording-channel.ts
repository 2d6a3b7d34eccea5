import type { ChosenChannel } from '@oyna/shared';
import type { DeliveryChannel, OutgoingMessage } from '../delivery-channel.js';

export interface RecordingChannel extends DeliveryChannel {
  /** Every message sent, in order. */
  readonly sent: OutgoingMessage[];
}

/**
 * A channel for tests that reaches every player (or those in `reaches`) and keeps what it was sent,
 * without a network peer: for tests about what is sent and when, not how.
 */
export function createRecordingChannel(
  options: { name?: ChosenChannel; reaches?: (userId: string) => boolean } = {},
): RecordingChannel {
  const sent: OutgoingMessage[] = [];
  return {
    name: options.name ?? 'push',
    configured: true,
    sent,
    reachable: async (_db, userIds) => new Set(userIds.filter((id) => options.reaches?.(id) ?? true)),
    send: async (message) => {
      sent.push(message);
      return { status: 'sent', providerId: `recorded-${sent.length}` };
    },
  };
}

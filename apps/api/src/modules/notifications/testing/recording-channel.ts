import type { SendingChannel } from '@oyna/shared';
import type { DeliveryChannel, OutgoingMessage, SendOutcome } from '../delivery-channel.js';

/** A channel for tests: reaches the players it is told to, records what it sends, answers as told. */
export interface RecordingChannel extends DeliveryChannel {
  readonly sent: OutgoingMessage[];
  /** Players it reaches (every player when null). */
  reach: Set<string> | null;
  /** What the next sends answer; `sent` by default. */
  answer: (message: OutgoingMessage) => SendOutcome | Promise<SendOutcome>;
}

export function recordingChannel(
  name: SendingChannel,
  options: { configured?: boolean } = {},
): RecordingChannel {
  const channel: RecordingChannel = {
    name,
    configured: options.configured ?? true,
    sent: [],
    reach: null,
    answer: () => ({ status: 'sent', providerId: `${name}-${channel.sent.length}` }),
    async reachable(_db, userIds) {
      return new Set(userIds.filter((id) => channel.reach === null || channel.reach.has(id)));
    },
    async send(message) {
      const outcome = await channel.answer(message);
      if (outcome.status === 'sent') channel.sent.push(message);
      return outcome;
    },
  };
  return channel;
}

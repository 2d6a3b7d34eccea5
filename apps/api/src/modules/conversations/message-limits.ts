import { MESSAGE_BURST_LIMIT, MESSAGE_SUSTAINED_LIMIT } from '@oyna/shared';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { RateLimitedError } from '../../lib/rate-limited-error.js';

/** The most characters of a message a notification carries (an announcement, Oyna's answer). */
export const NOTIFIED_MESSAGE_LENGTH = 300;

/** How many messages one player posts to one conversation: a burst and a sustained limit. */
export interface MessageLimits {
  /** Counts a message; throws RateLimitedError (429 with Retry-After) past either limit. */
  assertMayPost(input: { userId: string; conversationId: string }): Promise<void>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createMessageLimits(counter: AttemptCounter): MessageLimits {
  return {
    async assertMayPost({ userId, conversationId }) {
      const key = `${conversationId}:${userId}`;
      const burst = await counter.hit(`burst:${key}`, MESSAGE_BURST_LIMIT.windowMs);
      if (burst.count > MESSAGE_BURST_LIMIT.max) throw new RateLimitedError(seconds(burst.resetInMs));
      const sustained = await counter.hit(`sustained:${key}`, MESSAGE_SUSTAINED_LIMIT.windowMs);
      if (sustained.count > MESSAGE_SUSTAINED_LIMIT.max)
        throw new RateLimitedError(seconds(sustained.resetInMs));
    },
  };
}

import { createHash } from 'node:crypto';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { RateLimitedError } from '../../lib/rate-limited-error.js';

/** Emails asked for from one IP address (resets, address checks) in a window... */
export const EMAIL_REQUESTS_PER_IP = 20;
/** ...and sent to one address. */
export const EMAILS_PER_ADDRESS = 3;
const WINDOW_MS = 60 * 60_000;

/**
 * Limits on the requests that send an account email: too many from one IP answer 429; more than
 * a few to one address are quietly not sent (a 429 there would tell the address has an account).
 */
export interface EmailLimits {
  /** Counts a request from this IP; throws RateLimitedError past the limit. */
  assertIpAllowed(ip: string): Promise<void>;
  /** Counts an email to this address; false when the address already had its share. */
  mayEmail(address: string): Promise<boolean>;
}

const addressKey = (address: string) => `email:to:${createHash('sha256').update(address).digest('hex')}`;

export function createEmailLimits(counter: AttemptCounter): EmailLimits {
  return {
    async assertIpAllowed(ip) {
      const byIp = await counter.hit(`email:ip:${ip}`, WINDOW_MS);
      if (byIp.count > EMAIL_REQUESTS_PER_IP) {
        throw new RateLimitedError(Math.max(1, Math.ceil(byIp.resetInMs / 1000)));
      }
    },
    async mayEmail(address) {
      const sent = await counter.hit(addressKey(address), WINDOW_MS);
      return sent.count <= EMAILS_PER_ADDRESS;
    },
  };
}

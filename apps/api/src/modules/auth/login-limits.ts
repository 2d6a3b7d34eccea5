import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { RateLimitedError } from '../../lib/rate-limited-error.js';

export type LoginLimitSettings = Pick<
  Config,
  | 'LOGIN_ACCOUNT_IP_MAX_ATTEMPTS'
  | 'LOGIN_IP_MAX_ATTEMPTS'
  | 'LOGIN_IP_WINDOW_SECONDS'
  | 'LOGIN_EMAIL_MAX_FAILURES'
  | 'LOGIN_EMAIL_WINDOW_SECONDS'
>;

/**
 * Limits on password guessing (docs/product-rules.md#requests). Every attempt counts against the
 * email and the IP address together, and against the IP address alone with a cap high enough for a
 * carrier-NAT address shared by a neighbourhood; failures count against the email from anywhere.
 */
export interface LoginLimits {
  /** Counts this attempt; throws RateLimitedError when the pair, the IP or the email is over its limit. */
  assertAllowed(options: { ip: string; email: string }): Promise<void>;
  recordFailure(email: string): Promise<void>;
  /** A successful login clears the email's failures. */
  recordSuccess(email: string): Promise<void>;
}

// Email addresses are hashed in counter keys, so Redis holds no personal data.
const hashed = (email: string) => createHash('sha256').update(email).digest('hex');
const emailKey = (email: string) => `login:email:${hashed(email)}`;
const retryAfter = (resetInMs: number) => Math.max(1, Math.ceil(resetInMs / 1000));

export function createLoginLimits(counter: AttemptCounter, settings: LoginLimitSettings): LoginLimits {
  return {
    async assertAllowed({ ip, email }) {
      const window = settings.LOGIN_IP_WINDOW_SECONDS * 1000;
      const byPair = await counter.hit(`login:pair:${ip}:${hashed(email)}`, window);
      if (byPair.count > settings.LOGIN_ACCOUNT_IP_MAX_ATTEMPTS) {
        throw new RateLimitedError(retryAfter(byPair.resetInMs));
      }
      const byIp = await counter.hit(`login:ip:${ip}`, window);
      if (byIp.count > settings.LOGIN_IP_MAX_ATTEMPTS) throw new RateLimitedError(retryAfter(byIp.resetInMs));
      const failures = await counter.peek(emailKey(email));
      if (failures.count >= settings.LOGIN_EMAIL_MAX_FAILURES) {
        throw new RateLimitedError(retryAfter(failures.resetInMs));
      }
    },
    async recordFailure(email) {
      await counter.hit(emailKey(email), settings.LOGIN_EMAIL_WINDOW_SECONDS * 1000);
    },
    async recordSuccess(email) {
      await counter.reset(emailKey(email));
    },
  };
}

import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { RateLimitedError } from '../../lib/rate-limited-error.js';

export type LoginLimitSettings = Pick<
  Config,
  | 'LOGIN_IP_MAX_ATTEMPTS'
  | 'LOGIN_IP_WINDOW_SECONDS'
  | 'LOGIN_EMAIL_MAX_FAILURES'
  | 'LOGIN_EMAIL_WINDOW_SECONDS'
>;

/** Limits on password guessing: every attempt counts against the IP, failures against the email. */
export interface LoginLimits {
  /** Counts this attempt; throws RateLimitedError when the IP or the email is over its limit. */
  assertAllowed(options: { ip: string; email: string }): Promise<void>;
  recordFailure(email: string): Promise<void>;
  /** A successful login clears the email's failures. */
  recordSuccess(email: string): Promise<void>;
}

// Email addresses are hashed in counter keys, so Redis holds no personal data.
const emailKey = (email: string) => `login:email:${createHash('sha256').update(email).digest('hex')}`;
const retryAfter = (resetInMs: number) => Math.max(1, Math.ceil(resetInMs / 1000));

export function createLoginLimits(counter: AttemptCounter, settings: LoginLimitSettings): LoginLimits {
  return {
    async assertAllowed({ ip, email }) {
      const byIp = await counter.hit(`login:ip:${ip}`, settings.LOGIN_IP_WINDOW_SECONDS * 1000);
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

import { PHONE_CODE_RULES } from '@oyna/shared';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { RateLimitedError } from '../../lib/rate-limited-error.js';
import { PhoneLimitError } from './phone-limit-error.js';

const HOUR_MS = 60 * 60_000;
const retryAfter = (resetInMs: number) => Math.max(1, Math.ceil(resetInMs / 1000));

/**
 * The limits of phone codes that the codes' own rows cannot count (docs/product-rules.md#phone-sign-in):
 * requests from one client address, and tries of one code. They live in the shared attempt
 * counters, so a refusal writes nothing to the database.
 */
export interface PhoneCodeLimits {
  /** Counts a code request from this address; throws past PHONE_CODE_RULES.perAddressPerHour. */
  assertAddressAllowed(ip: string): Promise<void>;
  /** Counts a try of the code `codeId`; throws once its PHONE_CODE_RULES.maxAttempts tries are spent. */
  assertMayTry(codeId: string): Promise<void>;
}

export function createPhoneCodeLimits(counter: AttemptCounter): PhoneCodeLimits {
  return {
    async assertAddressAllowed(ip) {
      const byIp = await counter.hit(`phone:ip:${ip}`, HOUR_MS);
      if (byIp.count > PHONE_CODE_RULES.perAddressPerHour)
        throw new RateLimitedError(retryAfter(byIp.resetInMs));
    },
    async assertMayTry(codeId) {
      const tries = await counter.hit(`phone:try:${codeId}`, PHONE_CODE_RULES.lifetimeMinutes * 60_000);
      if (tries.count > PHONE_CODE_RULES.maxAttempts) {
        throw new PhoneLimitError('phone_code_attempts_exceeded', retryAfter(tries.resetInMs));
      }
    },
  };
}

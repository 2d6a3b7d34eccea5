import { AppError } from '../errors/app-error.js';
import type { ErrorCode } from '@oyna/shared';

/**
 * A 429 (`rate_limited`, or a more telling code such as a conversation's slow mode) that also says
 * when to come back (the `Retry-After` header, in seconds).
 */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code: ErrorCode = 'rate_limited',
  ) {
    super(code, 429, code === 'rate_limited' ? {} : { params: { seconds: String(retryAfterSeconds) } });
  }
}

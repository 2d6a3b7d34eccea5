import { AppError } from '../errors/app-error.js';

/** A 429 `rate_limited` that also says when to come back (the `Retry-After` header, in seconds). */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', 429);
  }
}

import type { ErrorCode } from '@oyna/shared';
import { AppError } from '../../errors/app-error.js';

/** A 429 of the phone codes with its own words, and when to come back (the `Retry-After` header, in seconds). */
export class PhoneLimitError extends AppError {
  constructor(
    code: Extract<
      ErrorCode,
      'phone_code_resend_wait' | 'phone_number_limit' | 'phone_codes_paused' | 'phone_code_attempts_exceeded'
    >,
    readonly retryAfterSeconds: number,
  ) {
    super(code, 429);
  }
}

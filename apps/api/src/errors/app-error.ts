import type { ErrorCode } from '@oyna/shared';

export interface AppErrorOptions {
  /** Message per invalid field, already in the caller's language. */
  fields?: Record<string, string>;
  /** Values for the `{{name}}` placeholders of the message; a Date is written in Baku time. */
  params?: Record<string, string | Date>;
  cause?: unknown;
}

/**
 * The one way a use case reports a failure the caller should see. The error handler turns it
 * into `{detail, code, fields?}` with `detail` in the request's language.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly fields: Record<string, string> | undefined;
  readonly params: Record<string, string | Date> | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    options: AppErrorOptions = {},
  ) {
    super(code, { cause: options.cause });
    this.fields = options.fields;
    this.params = options.params;
  }
}

export const notFound = (code: ErrorCode = 'not_found') => new AppError(code, 404);
export const forbidden = () => new AppError('forbidden', 403);
export const unauthorized = () => new AppError('unauthorized', 401);

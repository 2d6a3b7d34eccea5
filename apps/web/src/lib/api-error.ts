import { errorResponseSchema } from '@oyna/shared';
import { HttpFailure } from './http-request';

/** Codes the client gives to failures that never got a proper answer from the API. */
export type ClientErrorCode = 'network_error' | 'timeout' | 'server_error' | 'http_error' | 'unknown_error';

/** The translation keys of the client's own generic messages. */
export type GenericErrorKey = 'errors.network' | 'errors.timeout' | 'errors.server' | 'errors.generic';

/** A failed API call: the server's `{detail, code, fields}`, or a client-side stand-in for it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or null when no response arrived (network failure, timeout). */
  readonly status: number | null;
  /** The server's stable code (see the shared error catalogue) or a {@link ClientErrorCode}. */
  readonly code: string;
  /** Message per invalid field, for a 400 on a form. */
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(options: {
    message: string;
    status: number | null;
    code: string;
    fields?: Record<string, string> | undefined;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/**
 * Turns anything an API call may throw into an {@link ApiError}. The server's `detail` is shown
 * as is (it is already in the request's language); otherwise `translate` gives a generic message.
 */
export function toApiError(error: unknown, translate: (key: GenericErrorKey) => string): ApiError {
  if (error instanceof ApiError) return error;
  const fallback = (code: ClientErrorCode, key: GenericErrorKey, status: number | null = null) =>
    new ApiError({ message: translate(key), status, code, cause: error });

  if (!(error instanceof HttpFailure)) return fallback('unknown_error', 'errors.generic');
  if (error.kind === 'timeout') return fallback('timeout', 'errors.timeout');

  const response = error.response;
  if (!response) return fallback('network_error', 'errors.network');

  const body = errorResponseSchema.safeParse(response.data);
  if (body.success) {
    const { detail, code, fields } = body.data;
    return new ApiError({ message: detail, status: response.status, code, fields, cause: error });
  }
  return response.status >= 500
    ? fallback('server_error', 'errors.server', response.status)
    : fallback('http_error', 'errors.generic', response.status);
}

/** The message to show for a failed query or mutation. */
export function errorMessage(error: unknown, translate: (key: GenericErrorKey) => string): string {
  return toApiError(error, translate).message;
}

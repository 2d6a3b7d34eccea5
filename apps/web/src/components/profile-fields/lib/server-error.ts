import { ApiError } from '../../../lib/api-error';

/** The server's own `detail` of a failed call, or null when no proper answer came (offline, 5xx). */
export function serverDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === null || error.status >= 500) return null;
  return error.message || null;
}

/** The server's message per field of a 400, if any (`phone`, `skills.speed`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? { ...error.fields } : {};
}

import { fieldMessage, type Language } from '@oyna/shared';
import type { z } from 'zod';
import { ApiError, type ClientErrorCode } from './api-error';

/** Messages per form field from a failed parse of a shared schema, in the interface language. */
export function fieldErrorsFrom(error: z.ZodError, language: Language): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    // The shared schemas use message kinds (`email_invalid`, `required`) as their messages.
    errors[field] ??= fieldMessage(issue.message, language);
  }
  return errors;
}

const CLIENT_CODES: ReadonlySet<string> = new Set<ClientErrorCode>([
  'network_error',
  'timeout',
  'server_error',
  'http_error',
  'unknown_error',
]);

/** The server's `detail` when the server gave one, otherwise `fallback` (docs/product-rules.md#requests). */
export function serverDetailOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !CLIENT_CODES.has(error.code) && error.message) return error.message;
  return fallback;
}

/** The server's message per field of a 400, if any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? { ...error.fields } : {};
}

/** A refused save as a form shows it: the server's message per field, or one message for the form. */
export function formServerErrors(error: unknown, fallback: string) {
  const fields = serverFieldErrors(error);
  const message = error && Object.keys(fields).length === 0 ? serverDetailOr(error, fallback) : null;
  return { fields, message };
}

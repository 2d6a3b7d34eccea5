import { fieldMessage } from '@oyna/shared';
import type { z } from 'zod';
import { currentLanguage } from './i18n';

/** A form value checked with a shared schema: the parsed data, or its first problem as a message. */
export type ParsedFormValue<T> = { success: true; data: T } | { success: false; message: string };

/**
 * Checks a value a dialog is about to send with a shared schema; a refusal carries the first
 * problem in the interface language (`fallback` is the message kind when the schema gave none).
 */
export function parseFormValue<S extends z.ZodType>(
  schema: S,
  value: unknown,
  fallback: string,
): ParsedFormValue<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { success: true, data: parsed.data };
  return {
    success: false,
    message: fieldMessage(parsed.error.issues[0]?.message ?? fallback, currentLanguage()),
  };
}

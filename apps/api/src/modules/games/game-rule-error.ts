import { type FieldMessageKind, type Language, fieldMessage } from '@oyna/shared';
import { AppError } from '../../errors/app-error.js';

/** A 400 naming each field that breaks a rule between fields, in the caller's language (a game's, a series'). */
export function gameRuleError(problems: Record<string, FieldMessageKind>, language: Language): AppError {
  const fields = Object.fromEntries(
    Object.entries(problems).map(([field, key]) => [field, fieldMessage(key, language)]),
  );
  return new AppError('validation_failed', 400, { fields });
}

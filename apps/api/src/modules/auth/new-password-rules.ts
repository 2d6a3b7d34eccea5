import { type Language, type PasswordOwner, fieldMessage, passwordProblem } from '@oyna/shared';
import { AppError } from '../../errors/app-error.js';
import { isCommonPassword } from './common-passwords.js';

/**
 * Refuses a new password that breaks a rule beyond its length (decision record 0021): only spaces,
 * the user's email name, first or last name or the service's name inside it, or one of the most
 * common passwords. 400 with the reason on `field`, in the caller's language.
 */
export function assertNewPasswordAllowed(
  password: string,
  owner: PasswordOwner,
  options: { field: string; language: Language },
): void {
  const problem = passwordProblem(password, owner);
  if (problem) {
    throw new AppError('validation_failed', 400, {
      fields: { [options.field]: fieldMessage(problem, options.language) },
    });
  }
  if (isCommonPassword(password)) {
    throw new AppError('password_too_common', 400, {
      fields: { [options.field]: fieldMessage('password_too_common', options.language) },
    });
  }
}

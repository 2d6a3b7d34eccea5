import { foldForSearch } from './search-text.js';

/** Words of this service that make a password easy to guess anywhere in it (ASVS 6.2: context-specific words). */
export const PASSWORD_CONTEXT_WORDS = ['oyna'] as const;
/** Shorter parts of an email or a name are too common to refuse (`al`, `li`). */
export const PASSWORD_PERSONAL_PART_MIN_LENGTH = 3;

export interface PasswordOwner {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export type PasswordProblem = 'password_blank' | 'password_contains_personal';

const fold = (text: string) => foldForSearch(text.normalize('NFKC'));

/** The words a password must not contain: the email's local part, the names, the service's name. */
function personalWords(owner: PasswordOwner): string[] {
  const localPart = owner.email?.split('@')[0] ?? '';
  const words = [localPart, owner.firstName ?? '', owner.lastName ?? '', ...PASSWORD_CONTEXT_WORDS];
  return words.map(fold).filter((word) => word.length >= PASSWORD_PERSONAL_PART_MIN_LENGTH);
}

/**
 * The rules for a new password besides its length and the common-password list (OWASP ASVS 6.2):
 * not only spaces, and not containing the email's local part, the user's first or last name or the
 * service's name, compared without case and with Azerbaijani letters folded (`Elvin`, `ELVİN`).
 * Answers a FIELD_MESSAGES key, or null when the password is fine.
 */
export function passwordProblem(password: string, owner: PasswordOwner): PasswordProblem | null {
  if (password.trim() === '') return 'password_blank';
  const folded = fold(password);
  return personalWords(owner).some((word) => folded.includes(word)) ? 'password_contains_personal' : null;
}

import commonPasswords from './common-passwords.json' with { type: 'json' };

/**
 * The 1000 most frequent passwords of 8 to 128 characters, lower-cased, from the common-password
 * list of zxcvbn-ts (MIT), itself drawn from leaked password corpora.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(commonPasswords);

/** Whether a password is among the most common ones, ignoring case. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

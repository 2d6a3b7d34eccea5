import type { Language } from '../i18n/languages.js';
import { AZERBAIJAN_MOBILE_CODES, normalizeAzerbaijaniPhone } from './phone.js';

/**
 * Phone sign-in codes (docs/product-rules.md#phone-sign-in, decision 82). The daily caps against
 * SMS pumping are the server's settings (PHONE_CODES_PER_NUMBER_DAILY, PHONE_CODES_DAILY).
 */
export const PHONE_CODE_RULES = {
  /** Digits in a code. */
  length: 6,
  /** A code works this long after it is sent... */
  lifetimeMinutes: 5,
  /** ...and for at most this many tries: past them it is spent and a new one must be asked for. */
  maxAttempts: 5,
  /** A new code to the same number only after this wait (the form's countdown). */
  resendSeconds: 60,
  /** Codes to one number in an hour. */
  perNumberPerHour: 5,
  /** Codes asked for from one client address in an hour (high: a carrier's NAT is shared). */
  perAddressPerHour: 30,
} as const;

const MOBILE_CODES: ReadonlySet<string> = new Set(AZERBAIJAN_MOBILE_CODES);

/** An Azerbaijani mobile number as E.164 (`+994501234567`), or null: landlines get no SMS. */
export function normalizeAzerbaijaniMobile(input: string): string | null {
  const phone = normalizeAzerbaijaniPhone(input);
  return phone && MOBILE_CODES.has(phone.slice(4, 6)) ? phone : null;
}

/** `+994501234567` as people read it: `+994 50 123 45 67`. */
export function formatAzerbaijaniPhone(phone: string): string {
  const match = /^\+994(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+994 ${match.slice(1).join(' ')}` : phone;
}

const SMS_TEXT: Record<Language, (code: string) => string> = {
  az: (code) => `Oyna kodunuz: ${code}. Heç kimə deməyin.`,
  ru: (code) => `Ваш код Oyna: ${code}. Никому его не сообщайте.`,
  en: (code) => `Your Oyna code: ${code}. Do not share it with anyone.`,
};

/** The SMS that carries a code, in the language of the request. */
export function phoneCodeSms(language: Language, code: string): string {
  return SMS_TEXT[language](code);
}

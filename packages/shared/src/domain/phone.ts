/** Azerbaijan's country calling code. */
export const AZERBAIJAN_CALLING_CODE = '994';

/** Mobile operator codes: Azercell 10, 50, 51; Bakcell 55, 99; Naxtel 60; Nar 70, 77. */
export const AZERBAIJAN_MOBILE_CODES = ['10', '50', '51', '55', '60', '70', '77', '99'] as const;

/** Fixed-line area codes: Baku 12, Sumqayıt and Absheron 18, the regions 20-26, Naxçıvan 36. */
export const AZERBAIJAN_LANDLINE_CODES = [
  '12',
  '18',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '36',
] as const;

const KNOWN_CODES: ReadonlySet<string> = new Set([...AZERBAIJAN_MOBILE_CODES, ...AZERBAIJAN_LANDLINE_CODES]);

/** Spaces, dashes, dots and brackets people type between the digit groups. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * An Azerbaijani mobile or fixed-line number as E.164 (`+994XXXXXXXXX`), or null when the input
 * is not one. Accepts the ways people write them: `050 123 45 67`, `+994 50 123 45 67`,
 * `994501234567`, `00994501234567`, `(012) 555-12-34`, `50 123 45 67`.
 */
export function normalizeAzerbaijaniPhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  const national = /^(?:\+994|00994|994|0)?(\d{9})$/.exec(compact)?.[1];
  if (!national || !KNOWN_CODES.has(national.slice(0, 2))) return null;
  return `+${AZERBAIJAN_CALLING_CODE}${national}`;
}

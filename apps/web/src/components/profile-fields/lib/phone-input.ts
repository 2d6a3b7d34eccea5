import { AZERBAIJAN_CALLING_CODE, normalizeAzerbaijaniPhone } from '@oyna/shared';

/** The nine national digits at most, from whatever was typed or pasted (`+994`, `0`, spaces). */
export function nationalDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+') || digits.length > 10) {
    if (digits.startsWith('00994')) digits = digits.slice(5);
    else if (digits.startsWith(AZERBAIJAN_CALLING_CODE)) digits = digits.slice(3);
  }
  if (digits.length === 10 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, 9);
}

/** The national part as people write it after `+994`: `50 123 45 67`, grouped while typing. */
export function formatNationalPhone(input: string): string {
  const digits = nationalDigits(input);
  const groups = [digits.slice(0, 2), digits.slice(2, 5), digits.slice(5, 7), digits.slice(7, 9)];
  return groups.filter(Boolean).join(' ');
}

/** What the form sends: `+994` and the digits, or '' when nothing was typed (the schema says which rule fails). */
export function phoneForRequest(national: string): string {
  const digits = nationalDigits(national);
  return digits ? `+${AZERBAIJAN_CALLING_CODE}${digits}` : '';
}

/** A stored number (`+994501234567`) back into the field's national form. */
export function phoneForField(stored: string | null | undefined): string {
  if (!stored) return '';
  return formatNationalPhone(normalizeAzerbaijaniPhone(stored) ?? stored);
}

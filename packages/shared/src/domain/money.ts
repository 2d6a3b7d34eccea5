/**
 * Money is counted in whole qəpik (1 manat = 100 qəpik) and never in floating point. These
 * functions convert between qəpik and the manat amounts people type and the API shows.
 */
export const QEPIK_PER_MANAT = 100;

const MANAT_TEXT = /^([+-])?(\d{1,9})(?:[.,](\d{1,2}))?$/;

/**
 * Reads a manat amount written as text (`20`, `12.5`, `12,50`, `-3.75`) into qəpik, by its digits
 * rather than by float arithmetic. Null when it is not such an amount (more than two decimals,
 * letters, empty).
 */
export function parseManat(text: string): number | null {
  const match = MANAT_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const qepik = Number(whole) * QEPIK_PER_MANAT + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -qepik : qepik;
}

/**
 * A manat amount as a JSON number (`12.5`) in qəpik. Null when the number has more than two
 * decimals or is not finite: `0.1 + 0.2` is refused rather than rounded.
 */
export function manatToQepik(amount: number): number | null {
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e9) return null;
  return parseManat(String(amount));
}

/** True when a manat number has at most two decimals (it converts to whole qəpik exactly). */
export function hasWholeQepik(amount: number): boolean {
  return manatToQepik(amount) !== null;
}

/** `1250` -> `"12.50"`: the decimal text providers and forms take. */
export function qepikToManatText(qepik: number): string {
  if (!Number.isSafeInteger(qepik)) throw new RangeError(`not a whole number of qəpik: ${qepik}`);
  const sign = qepik < 0 ? '-' : '';
  const absolute = Math.abs(qepik);
  const whole = Math.floor(absolute / QEPIK_PER_MANAT);
  const fraction = String(absolute % QEPIK_PER_MANAT).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** `1250` -> `12.5`: manat as a JSON number for display (built from the digits, not by division). */
export function qepikToManat(qepik: number): number {
  return Number(qepikToManatText(qepik));
}

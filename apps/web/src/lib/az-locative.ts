// The last word a number is read with decides the suffix: 5 (beş) -> 5-də, 6 (altı) -> 6-da.
const UNITS = ['sıfır', 'bir', 'iki', 'üç', 'dörd', 'beş', 'altı', 'yeddi', 'səkkiz', 'doqquz'];
const TENS = ['', 'on', 'iyirmi', 'otuz', 'qırx', 'əlli', 'altmış', 'yetmiş', 'səksən', 'doxsan'];
const BACK_VOWELS = /[aıou]/;

function lastWord(value: number): string {
  if (value === 0) return UNITS[0]!;
  if (value % 10 !== 0) return UNITS[value % 10]!;
  if (value % 100 !== 0) return TENS[(value % 100) / 10]!;
  if (value % 1000 !== 0) return 'yüz';
  return 'min';
}

/**
 * A whole number in the Azerbaijani locative, as written with digits: "5-də", "6-da", "10-da"
 * ("5 oyunun 5-də"). The suffix follows the last vowel of the number's last spoken word.
 */
export function azLocative(value: number): string {
  const word = lastWord(Math.abs(Math.trunc(value)));
  const vowels = word.match(/[aıoueəiöü]/g) ?? [];
  const last = vowels[vowels.length - 1] ?? 'ə';
  return `${value}-${BACK_VOWELS.test(last) ? 'da' : 'də'}`;
}

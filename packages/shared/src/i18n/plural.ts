import type { Language } from './languages.js';

/** A text for each plural category a language uses: Russian one/few/many/other, az and en one/other. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * CLDR's cardinal rules of the three languages for whole numbers, which are what the texts built in
 * code count. Written out rather than asked of `Intl.PluralRules`: the error catalogue builds its
 * texts as its module loads, and the first `Intl` call of a page loads locale data, milliseconds of
 * the web app's start (the test holds these equal to `Intl.PluralRules` for 0 to 10,000).
 */
function wholeNumberCategory(language: Language, count: number): Intl.LDMLPluralRule {
  const n = Math.abs(count);
  if (language !== 'ru') return n === 1 ? 'one' : 'other';
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  if (lastDigit === 1 && lastTwo !== 11) return 'one';
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}

/**
 * The CLDR plural category of `count` in `language`, as i18next picks the web app's `_one` /
 * `_few` / `_many` / `_other` keys: whole numbers by the rules above, others by `Intl.PluralRules`.
 */
export function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  return Number.isInteger(count)
    ? wholeNumberCategory(language, count)
    : new Intl.PluralRules(language).select(count);
}

/**
 * The form that goes with `count` in `language` ({@link pluralCategory}): for texts built in code
 * (the error catalogue, the legal pages) around a rule's number, so the number is never retyped.
 */
export function pluralForm(language: Language, count: number, forms: PluralForms): string {
  return forms[pluralCategory(language, count)] ?? forms.other;
}

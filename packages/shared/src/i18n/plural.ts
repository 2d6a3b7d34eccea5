import type { Language } from './languages.js';

/** A text for each plural category a language uses: Russian one/few/many/other, az and en one/other. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The form that goes with `count` in `language`, by the CLDR plural rules that i18next uses for
 * the web app's `_one` / `_few` / `_many` / `_other` keys: for texts built in code (the error
 * catalogue, the legal pages) around a rule's number, so the number is never retyped.
 */
export function pluralForm(language: Language, count: number, forms: PluralForms): string {
  return forms[new Intl.PluralRules(language).select(count)] ?? forms.other;
}

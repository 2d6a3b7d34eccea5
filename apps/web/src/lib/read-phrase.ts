import { isLanguage, pluralCategory } from '@oyna/shared';

/**
 * The interface's words read straight from a language's words, for the calls i18next would answer
 * by a lookup and a plain fill-in: a key, its plural form by `count`, and `{{name}}` filled with a
 * string or a number. Such calls are nearly every call of a page, and i18next's own way through
 * them (its translator, interpolator and plural resolver, compiled on their first call of every
 * load) cost a returning player's `/dashboard` about 10 ms at 1x on the 2-core machine. Anything else
 * (a namespace, a context, a format such as `{{count, az_locative}}`, nesting, an option i18next
 * reads itself, a value that i18next would read further) is left to i18next: `undefined`.
 * `read-phrase.test.ts` checks every key of the three languages against i18next.
 */

/** The options i18next reads itself rather than fills in. */
const I18NEXT_OPTIONS = new Set([
  'context',
  'ordinal',
  'defaultValue',
  'lng',
  'lngs',
  'ns',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'replace',
  'nest',
  'skipInterpolation',
  'keySeparator',
  'nsSeparator',
  'fallbackLng',
]);

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const VALUE_NAME = /^[A-Za-z_]\w*$/;

/** The node at a dotted key, or undefined. */
function lookUp(words: unknown, key: string): unknown {
  let node = words;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** `phrase` with each `{{name}}` filled in from `values`; undefined if one is not a plain name with a value. */
function fillIn(phrase: string, values: Record<string, unknown> | undefined): string | undefined {
  if (phrase.includes('$t(')) return undefined;
  if (!phrase.includes('{{')) return phrase;
  let complete = true;
  const filled = phrase.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim();
    const value = VALUE_NAME.test(name) ? values?.[name] : undefined;
    if (typeof value !== 'string' && typeof value !== 'number') {
      complete = false;
      return placeholder;
    }
    return String(value);
  });
  return complete ? filled : undefined;
}

/** The values of a call, when they are all plain strings and numbers that i18next would only fill in. */
function plainValues(options: unknown): Record<string, unknown> | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  const values = options as Record<string, unknown>;
  for (const name of Object.keys(values)) {
    if (I18NEXT_OPTIONS.has(name) || name.startsWith('defaultValue')) return undefined;
    const value = values[name];
    if (typeof value === 'number') continue;
    // A value with "{{" or "$" i18next would read further (nesting, replacement patterns).
    if (typeof value !== 'string' || value.includes('{{') || value.includes('$')) return undefined;
  }
  return values;
}

/**
 * What i18next's `t(key, options)` answers in `language` with `words` (that language's bundle), or
 * undefined where i18next must answer itself.
 */
export function readPhrase(
  words: unknown,
  language: string | undefined,
  key: string,
  options?: unknown,
): string | undefined {
  if (language === undefined || !isLanguage(language) || words === undefined || key.includes(':')) {
    return undefined;
  }
  const values = options === undefined ? undefined : plainValues(options);
  if (options !== undefined && values === undefined) return undefined;
  const count = values?.['count'];
  let found: unknown;
  if (count === undefined) {
    found = lookUp(words, key);
  } else {
    if (typeof count !== 'number') return undefined;
    // i18next's order: the zero form for 0 (when the words have one), the plural form, the key.
    found =
      (count === 0 ? lookUp(words, `${key}_zero`) : undefined) ??
      lookUp(words, `${key}_${pluralCategory(language, count)}`) ??
      lookUp(words, key);
  }
  if (typeof found !== 'string' || found === '') return undefined;
  return fillIn(found, values);
}

import {
  BAKU_DISTRICTS,
  ERROR_CATALOGUE,
  LANGUAGES,
  NOTIFICATION_GROUPS,
  VENUE_AMENITIES,
  VENUE_SURFACES,
  VENUE_TYPES,
} from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import az from './az/index';
import en from './en/index';
import ru from './ru/index';
import { sharedAreas } from './translation';

const locales = { az, ru, en } as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(path, leaf);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

/** Keys with plural suffixes folded: `venues.result_count_few` -> `venues.result_count`. */
function baseKeys(entries: Map<string, unknown>): string[] {
  return [...new Set([...entries.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const flat = Object.fromEntries(
  LANGUAGES.map((language) => [language, flatten(locales[language])]),
) as Record<(typeof LANGUAGES)[number], Map<string, unknown>>;

// Every area file on disk, to check that each language's index merges all of them, without overlap.
const areaFiles = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

describe('locales', () => {
  it.each(LANGUAGES)('%s merges every area file, and no two areas share a top-level key', (language) => {
    const owners = new Map<string, string>(
      Object.keys(sharedAreas(language)).map((key) => [key, '@oyna/shared']),
    );
    for (const [path, area] of Object.entries(areaFiles)) {
      if (!path.startsWith(`./${language}/`)) continue;
      for (const key of Object.keys(area)) {
        expect.soft(owners.get(key), `${path} repeats "${key}"`).toBeUndefined();
        owners.set(key, path);
      }
    }
    expect([...owners.keys()].sort()).toEqual(Object.keys(locales[language]).sort());
  });

  it('az, ru and en are split into the same area files', () => {
    const areasOf = (language: string) =>
      Object.keys(areaFiles)
        .filter((path) => path.startsWith(`./${language}/`))
        .map((path) => path.slice(language.length + 3))
        .sort();
    expect(areasOf('ru')).toEqual(areasOf('az'));
    expect(areasOf('en')).toEqual(areasOf('az'));
  });

  it('az, ru and en have the same keys once plural forms are folded', () => {
    expect(baseKeys(flat.ru)).toEqual(baseKeys(flat.az));
    expect(baseKeys(flat.en)).toEqual(baseKeys(flat.az));
  });

  it.each(LANGUAGES)('%s has no empty or non-string value', (language) => {
    for (const [key, value] of flat[language]) {
      expect.soft(typeof value, key).toBe('string');
      expect.soft(String(value).trim(), key).not.toBe('');
    }
  });

  it.each(LANGUAGES)('%s has exactly the plural forms its language needs', (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
    const forms = new Map<string, string[]>();
    for (const key of flat[language].keys()) {
      const match = PLURAL_SUFFIX.exec(key);
      if (!match) continue;
      const base = key.slice(0, match.index);
      forms.set(base, [...(forms.get(base) ?? []), match[1] ?? '']);
    }
    expect(forms.size).toBeGreaterThan(0);
    for (const [base, found] of forms) expect(found.sort(), base).toEqual(needed);
  });

  it('uses the same placeholders in every language', () => {
    for (const [key, value] of flat.az) {
      const base = key.replace(PLURAL_SUFFIX, '');
      const expected = placeholders(String(value));
      for (const language of ['ru', 'en'] as const) {
        for (const [otherKey, otherValue] of flat[language]) {
          if (otherKey.replace(PLURAL_SUFFIX, '') === base) {
            expect.soft(placeholders(String(otherValue)), `${language}:${otherKey}`).toEqual(expected);
          }
        }
      }
    }
  });

  it.each(LANGUAGES)('%s names every district, venue type, surface and amenity', (language) => {
    const names = flat[language];
    for (const slug of BAKU_DISTRICTS) expect.soft(names.get(`districts.${slug}`), slug).toBeTypeOf('string');
    for (const slug of VENUE_TYPES) expect.soft(names.get(`venue_types.${slug}`), slug).toBeTypeOf('string');
    for (const slug of VENUE_SURFACES) expect.soft(names.get(`surfaces.${slug}`), slug).toBeTypeOf('string');
    for (const slug of VENUE_AMENITIES)
      expect.soft(names.get(`amenities.${slug}`), slug).toBeTypeOf('string');
  });

  it.each(LANGUAGES)(
    '%s names every notification kind on the settings page, each differently',
    (language) => {
      const names = flat[language];
      const kinds = Object.values(NOTIFICATION_GROUPS).flat();
      for (const kind of kinds) {
        expect.soft(names.get(`notifications.settings.kind_names.${kind}`), kind).toBeTypeOf('string');
      }
      const written = kinds.map((kind) => names.get(`notifications.settings.kind_names.${kind}`));
      expect(new Set(written).size).toBe(kinds.length);
    },
  );

  it('writes Azerbaijani with its own letters and Russian in Cyrillic', () => {
    const azText = [...flat.az.values()].join(' ');
    for (const letter of ['ə', 'ğ', 'ı', 'ö', 'ü', 'ç', 'ş']) expect.soft(azText, letter).toContain(letter);
    expect(String(flat.ru.get('districts.nasimi'))).toBe('Насими');
    expect(String(flat.az.get('districts.sabail'))).toBe('Səbail');
  });

  it('leaves server error messages to the shared catalogue', () => {
    // The API sends `detail` already translated; the client only needs its own offline/timeout texts.
    for (const code of Object.keys(ERROR_CATALOGUE)) expect(flat.az.has(`errors.${code}`), code).toBe(false);
    for (const key of ['errors.network', 'errors.timeout', 'errors.server', 'errors.generic']) {
      expect(flat.az.has(key), key).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { pluralForm } from './plural.js';

const hours = { one: 'час', few: 'часа', many: 'часов', other: 'часа' };

describe('pluralForm', () => {
  it('picks the Russian form by the number, as i18next does', () => {
    expect(pluralForm('ru', 1, hours)).toBe('час');
    expect(pluralForm('ru', 21, hours)).toBe('час');
    expect(pluralForm('ru', 24, hours)).toBe('часа');
    expect(pluralForm('ru', 5, hours)).toBe('часов');
    expect(pluralForm('ru', 11, hours)).toBe('часов');
    expect(pluralForm('ru', 1.5, hours)).toBe('часа');
  });

  it('picks one or other in English and Azerbaijani, and falls back to other', () => {
    expect(pluralForm('en', 1, { one: 'hour', other: 'hours' })).toBe('hour');
    expect(pluralForm('en', 24, { one: 'hour', other: 'hours' })).toBe('hours');
    expect(pluralForm('az', 24, { other: 'saat' })).toBe('saat');
    expect(pluralForm('ru', 5, { other: 'МБ' })).toBe('МБ');
  });

  it('gives the category Intl.PluralRules gives, for every whole number up to 10,000 in the three languages', () => {
    const forms = { zero: 'zero', one: 'one', two: 'two', few: 'few', many: 'many', other: 'other' };
    for (const language of ['az', 'ru', 'en'] as const) {
      const rules = new Intl.PluralRules(language);
      for (let count = 0; count <= 10_000; count += 1) {
        const expected = rules.select(count);
        if (pluralForm(language, count, forms) !== expected) {
          expect({ language, count, category: pluralForm(language, count, forms) }).toEqual({
            language,
            count,
            category: expected,
          });
        }
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

const none = { search: '', stored: null, navigatorLanguages: [] } as const;

describe('detectLanguage', () => {
  it('takes the lang query parameter first and removes it from the address', () => {
    const result = detectLanguage({
      search: '?lang=ru&type=futsal',
      stored: 'en',
      navigatorLanguages: ['en'],
    });
    expect(result).toEqual({ language: 'ru', source: 'query', search: '?type=futsal', searchChanged: true });
  });

  it('accepts lng as well, in any letter case', () => {
    expect(detectLanguage({ ...none, search: '?lng=EN' })).toMatchObject({ language: 'en', search: '' });
  });

  it('prefers lang over lng when both are given and removes both', () => {
    expect(detectLanguage({ ...none, search: '?lng=en&page=2&lang=ru' })).toMatchObject({
      language: 'ru',
      search: '?page=2',
      searchChanged: true,
    });
  });

  it('uses lng when lang holds an unsupported value', () => {
    expect(detectLanguage({ ...none, search: '?lang=tr&lng=en' }).language).toBe('en');
  });

  it('ignores an unsupported query language but still removes it', () => {
    const result = detectLanguage({ search: '?lang=de&q=park', stored: 'en', navigatorLanguages: [] });
    expect(result).toMatchObject({
      language: 'en',
      source: 'storage',
      search: '?q=park',
      searchChanged: true,
    });
  });

  it('uses the stored choice when the address has none', () => {
    expect(detectLanguage({ search: '?q=x', stored: 'ru', navigatorLanguages: ['en-GB'] })).toEqual({
      language: 'ru',
      source: 'storage',
      search: '?q=x',
      searchChanged: false,
    });
  });

  it('reads a stored region tag as its language', () => {
    expect(detectLanguage({ ...none, stored: 'ru-RU' }).language).toBe('ru');
  });

  it('skips an unsupported stored value and falls through to the browser languages', () => {
    expect(detectLanguage({ ...none, stored: 'de', navigatorLanguages: ['en-US'] })).toMatchObject({
      language: 'en',
      source: 'navigator',
    });
  });

  it('takes the first supported browser language', () => {
    expect(detectLanguage({ ...none, navigatorLanguages: ['tr-TR', 'ru-RU', 'en'] }).language).toBe('ru');
    expect(detectLanguage({ ...none, navigatorLanguages: ['az-Latn-AZ'] }).language).toBe('az');
  });

  it('falls back to Azerbaijani when nothing matches', () => {
    expect(detectLanguage({ search: '?lang=', stored: 'fr', navigatorLanguages: ['de', 'tr'] })).toEqual({
      language: 'az',
      source: 'default',
      search: '',
      searchChanged: true,
    });
    expect(detectLanguage({ search: '', stored: undefined, navigatorLanguages: undefined }).language).toBe(
      'az',
    );
  });

  it('leaves a search without language parameters untouched', () => {
    const result = detectLanguage({ ...none, search: '?q=a%20b&page=3' });
    expect(result.search).toBe('?q=a%20b&page=3');
    expect(result.searchChanged).toBe(false);
  });
});

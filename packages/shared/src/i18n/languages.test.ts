import { describe, expect, it } from 'vitest';
import { fillPlaceholders, languageFromAcceptLanguage, translator } from './languages.js';

describe('languageFromAcceptLanguage', () => {
  it('defaults to Azerbaijani without a header', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('az');
    expect(languageFromAcceptLanguage('')).toBe('az');
  });

  it('takes the first supported language by quality', () => {
    expect(languageFromAcceptLanguage('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(languageFromAcceptLanguage('de;q=1, en;q=0.5, ru;q=0.7')).toBe('ru');
    expect(languageFromAcceptLanguage('EN-gb')).toBe('en');
  });

  it('falls back to Azerbaijani when nothing supported is asked for', () => {
    expect(languageFromAcceptLanguage('de-DE,fr;q=0.8')).toBe('az');
    expect(languageFromAcceptLanguage('ru;q=0')).toBe('az');
    expect(languageFromAcceptLanguage(';;;,,q=abc')).toBe('az');
  });
});

describe('fillPlaceholders', () => {
  it('fills every placeholder it has a value for and leaves the others as written', () => {
    expect(fillPlaceholders('{{count}} of {{total}}, {{count}}', { count: '2' })).toBe('2 of {{total}}, 2');
  });

  it('does not take a value from the object prototype', () => {
    expect(fillPlaceholders('{{toString}}', {})).toBe('{{toString}}');
  });
});

describe('translator', () => {
  it('gives a key’s text in the language asked for, its placeholders filled', () => {
    const text = translator({
      places_left: {
        az: 'Boş yer: {{count}}',
        ru: 'Свободных мест: {{count}}',
        en: 'Places left: {{count}}',
      },
    });
    expect(text('places_left', 'ru', { count: '3' })).toBe('Свободных мест: 3');
    expect(text('places_left', 'en')).toBe('Places left: {{count}}');
  });
});

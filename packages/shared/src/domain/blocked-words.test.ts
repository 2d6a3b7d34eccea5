import { describe, expect, it } from 'vitest';
import { findBlockedWord, hasBlockedWord, wordsOf } from './blocked-words.js';

describe('the word filter', () => {
  it('lets ordinary messages through in az, ru and en', () => {
    for (const text of [
      'Sabah saat 19:00-da görüşürük, topu götürün!',
      'Sikkə atıb tərəfləri seçək.',
      'Niger, Nigeria and Scunthorpe are places; the fire retardant is fine.',
      'Я опоздаю на 10 минут, себе возьму воду.',
      'Ребята, сегодня играем 5 на 5.',
      'Great game, see you on Sunday!',
    ]) {
      expect(findBlockedWord(text), text).toBeNull();
    }
  });

  it('finds a blocked word in each language, in any case', () => {
    expect(hasBlockedWord('Sən QƏHBƏ oğlusan')).toBe(true);
    expect(hasBlockedWord('siktir git')).toBe(true);
    expect(hasBlockedWord('Ну ты и СУКА')).toBe(true);
    expect(hasBlockedWord('пиздец какой-то')).toBe(true);
    expect(hasBlockedWord('What the fuck')).toBe(true);
    expect(hasBlockedWord('you motherfucker')).toBe(true);
  });

  it('folds Azerbaijani letters, ё and letter substitutions', () => {
    expect(hasBlockedWord('qehbe')).toBe(true);
    expect(hasBlockedWord('долбоёб')).toBe(true);
    expect(hasBlockedWord('sh1t happens')).toBe(true);
    expect(hasBlockedWord('a$$hole')).toBe(true);
    expect(hasBlockedWord('fuuuuck')).toBe(true);
  });

  it('reads a Latin look-alike inside a Cyrillic word as Cyrillic', () => {
    // "cука" with a Latin c.
    expect(hasBlockedWord('\u0063ука')).toBe(true);
  });

  it('matches whole words, a stem only at the start of a word', () => {
    expect(hasBlockedWord('shitake')).toBe(false);
    expect(hasBlockedWord('göt')).toBe(true);
    expect(hasBlockedWord('götürmək')).toBe(false);
  });

  it('splits on anything that is not a letter', () => {
    expect(wordsOf('Salam,dostlar!! 7:00')).toEqual(['salam', 'dostlar']);
  });
});

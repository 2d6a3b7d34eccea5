import { describe, expect, it } from 'vitest';
import { formatCount } from './landing-template.js';

describe('formatCount', () => {
  it('groups thousands the way each language writes them', () => {
    expect(formatCount(58, 'az')).toBe('58');
    expect(formatCount(1234, 'az')).toBe('1.234');
    expect(formatCount(1234567, 'ru')).toBe('1\u00a0234\u00a0567');
    expect(formatCount(1234, 'en')).toBe('1,234');
  });

  it('never writes a negative or fractional count', () => {
    expect(formatCount(-3, 'en')).toBe('0');
    expect(formatCount(12.7, 'en')).toBe('12');
  });
});

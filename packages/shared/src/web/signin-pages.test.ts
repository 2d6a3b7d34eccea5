import { describe, expect, it } from 'vitest';
import { prerenderedAuthFile, prerenderedAuthVariants } from './signin-pages.js';

describe('pre-rendered sign-in pages', () => {
  it('names one file per page, language, theme and set of providers', () => {
    expect(prerenderedAuthFile('/login', 'ru', 'light', { google: true, telegram: { enabled: false } })).toBe(
      'login.ru.light.g1t0.json',
    );
    const variants = prerenderedAuthVariants();
    expect(variants).toHaveLength(2 * 3 * 2 * 4);
    expect(new Set(variants.map((variant) => variant.file)).size).toBe(variants.length);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { classNamesOf, createStyleCache } from './style-cache';

function page(html: string): Document {
  return new DOMParser().parseFromString(`<html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('createStyleCache', () => {
  it("knows the drawn page's rules by the names on its tag, so the app writes none of them again", () => {
    const drawn = page(
      '<style data-prerendered="" data-names="1x2y3z abc123">.css-1x2y3z{color:red}</style>',
    );
    const cache = createStyleCache(drawn);
    expect(cache.key).toBe('css');
    expect(cache.inserted['1x2y3z']).toBe(true);
    expect(cache.inserted['abc123']).toBe(true);
    expect(cache.inserted['other']).toBeUndefined();
  });

  it('reads no names from a tag that is not the drawn classes', () => {
    const drawn = page(
      '<style data-prerendered-global="">body{margin:0}</style><style data-names="x1">.a{}</style>',
    );
    expect(Object.keys(createStyleCache(drawn).inserted)).toEqual([]);
  });

  it("leaves the data's stylesheet to the app while it has not arrived: nothing known, nothing applied", () => {
    const drawn = page(
      '<link rel="stylesheet" href="/assets/drawn-dashboard-az-dark-abc123defg.css" media="print" data-drawn-data="">',
    );
    expect(Object.keys(createStyleCache(drawn).inserted)).toEqual([]);
    expect(drawn.querySelector('link')?.media).toBe('print');
  });
});

describe('createStyleCache with the data stylesheet arrived', () => {
  it('applies it and knows the classes its rules are for', () => {
    const drawn = page(
      '<link rel="stylesheet" href="/assets/drawn-dashboard-dark-abc123defg.css" media="print" data-drawn-data="">',
    );
    const link = drawn.querySelector('link')!;
    // What the browser would have parsed from the file: jsdom does not download stylesheets.
    const style = document.createElement('style');
    style.textContent = '.css-9k8j7h{display:grid}@media (min-width:600px){.css-5t4r3e{gap:8px}}';
    document.head.append(style);
    try {
      Object.defineProperty(link, 'sheet', { value: style.sheet });
      const cache = createStyleCache(drawn);
      expect(cache.inserted['9k8j7h']).toBe(true);
      expect(cache.inserted['5t4r3e']).toBe(true);
      expect(link.media).toBe('all');
    } finally {
      style.remove();
    }
  });
});

describe('createStyleCache with the data stylesheet arrived, its names on the link', () => {
  it('knows the classes by the names on the link, without reading the rules back', () => {
    const drawn = page(
      '<link rel="stylesheet" href="/assets/drawn-games-light-abc123defg.css" media="print" data-drawn-data="" data-names="9k8j7h 5t4r3e">',
    );
    const link = drawn.querySelector('link')!;
    // An arrived sheet with no rules to read: the names can only come from the link.
    Object.defineProperty(link, 'sheet', { value: { cssRules: [] } });
    const cache = createStyleCache(drawn);
    expect(cache.inserted['9k8j7h']).toBe(true);
    expect(cache.inserted['5t4r3e']).toBe(true);
    expect(link.media).toBe('all');
  });
});

describe('classNamesOf', () => {
  it('reads the class each rule is for, inside media rules too, and not the classes it only refers to', () => {
    const style = document.createElement('style');
    style.textContent =
      '.css-1x2y3z{color:red}.css-1x2y3z:hover, .css-1x2y3z .MuiSvgIcon-root{color:blue}' +
      '@media (min-width:600px){.css-abc123{padding:8px}}' +
      '.MuiButton-root .css-other{margin:0}';
    document.head.append(style);
    try {
      expect([...classNamesOf(style.sheet!.cssRules)].sort()).toEqual(['1x2y3z', 'abc123']);
    } finally {
      style.remove();
    }
  });
});

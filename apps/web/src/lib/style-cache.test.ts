// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createStyleCache } from './style-cache';

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
});

// @vitest-environment jsdom
import { CacheProvider, type CSSObject, Global } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStyleCache } from './style-cache';

const DARK = { body: { backgroundColor: '#0b1410' } };
const LIGHT = { body: { backgroundColor: '#f3f7f4' } };

const globalTags = () => [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css-global"]')];
/** Emotion's global tags from before the test (other files' components, in a shared document): not counted. */
let tagsBefore = new Set<HTMLStyleElement>();
beforeEach(() => {
  tagsBefore = new Set(globalTags());
});

/** The rules the test's own global tags hold now (the app's, not the drawn page's). */
function writtenGlobalRules(): string[] {
  return globalTags()
    .filter((tag) => !tagsBefore.has(tag))
    .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
}

/** The name emotion gives a global style, as it writes it on a page without a drawn one. */
function nameOf(styles: CSSObject): string {
  const cache = createStyleCache(document.implementation.createHTMLDocument());
  const insert = cache.insert.bind(cache);
  const names: string[] = [];
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (selector === '') names.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  render(
    <CacheProvider value={cache}>
      <Global styles={styles} />
    </CacheProvider>,
  ).unmount();
  const [name] = names;
  if (!name) throw new Error('emotion wrote no global style');
  return name;
}

function drawnPage(globalName: string): Document {
  return new DOMParser().parseFromString(
    `<html><head><style data-prerendered-global="" data-names="${globalName}">body{background-color:#0b1410}</style></head><body></body></html>`,
    'text/html',
  );
}

// Unmounting a global style takes its tags away.
afterEach(cleanup);

describe('createStyleCache and the drawn global rules', () => {
  it('does not write again a global style the drawn page holds under its name', () => {
    const cache = createStyleCache(drawnPage(nameOf(DARK)));
    render(
      <CacheProvider value={cache}>
        <Global styles={DARK} />
      </CacheProvider>,
    );
    expect(writtenGlobalRules()).toEqual([]);
  });

  it('writes the global style of the other theme, after a switch and at once', () => {
    const cache = createStyleCache(drawnPage(nameOf(DARK)));
    const { rerender } = render(
      <CacheProvider value={cache}>
        <Global styles={DARK} />
      </CacheProvider>,
    );
    rerender(
      <CacheProvider value={cache}>
        <Global styles={LIGHT} />
      </CacheProvider>,
    );
    expect(writtenGlobalRules().join('')).toContain('background-color: rgb(243, 247, 244)');
  });

  it('writes a global style the drawn page does not hold', () => {
    const cache = createStyleCache(drawnPage(nameOf(DARK)));
    render(
      <CacheProvider value={cache}>
        <Global styles={LIGHT} />
      </CacheProvider>,
    );
    expect(writtenGlobalRules().join('')).toContain('background-color: rgb(243, 247, 244)');
  });
});

import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The app's style cache (emotion, under MUI), knowing the rules of a page the server sent drawn as
 * written already (docs/decisions/0047-drawn-styles-are-the-apps-own.md): their names come on the
 * drawn classes' tag as `data-names`, and the app writes only the rules the drawn page lacks.
 *
 * Emotion's own way, names in `data-emotion`, makes it adopt the tag, which it does by inserting it
 * again at the end of `<head>`; the browser then drops its sheet, parses it again and matches the
 * whole page against it again, inside the evaluation of the app's modules
 * (docs/decisions/0102-drawn-pages-carry-their-datas-styles.md). Left where it is, the tag keeps its
 * sheet; the app's own tags follow it.
 */
export function createStyleCache(root: ParentNode = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const tag of root.querySelectorAll<HTMLStyleElement>('style[data-prerendered][data-names]')) {
    for (const name of (tag.dataset['names'] ?? '').split(' ')) {
      if (name) cache.inserted[name] = true;
    }
  }
  return cache;
}

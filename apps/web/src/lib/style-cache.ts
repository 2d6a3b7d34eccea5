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
 *
 * The drawn global rules and keyframes have their names on their tag too. Emotion writes a global
 * style (`<Global>`, MUI's baseline) each time it mounts, whatever is in the page: one whose name the
 * drawn tag holds is not compiled and written again (it costs the first commit milliseconds of
 * parsing, and the page a second restyle); after a theme change its new rules are written as ever,
 * after the drawn ones (docs/decisions/0105-the-bars-read-after-the-first-page.md).
 *
 * The rules of the page's data come in a stylesheet of their own (`link[data-drawn-data]`, not
 * applied while it is `media="print"`). Once it has arrived, the app applies it and knows its
 * classes as written, by the names on the link (`data-names`, decision 107), or else read off its
 * rules; if it has not arrived yet, the app writes those rules itself as before.
 */
export function createStyleCache(root: ParentNode = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  const known = (name: string) => {
    if (name) cache.inserted[name] = true;
  };
  for (const tag of root.querySelectorAll<HTMLStyleElement>('style[data-prerendered][data-names]')) {
    (tag.dataset['names'] ?? '').split(' ').forEach(known);
  }
  const drawnGlobals = new Set<string>();
  for (const tag of root.querySelectorAll<HTMLStyleElement>('style[data-prerendered-global][data-names]')) {
    for (const name of (tag.dataset['names'] ?? '').split(' ')) {
      known(name);
      if (name) drawnGlobals.add(name);
    }
  }
  if (drawnGlobals.size > 0) {
    const insert = cache.insert.bind(cache);
    // A global style is written with no selector and not remembered (`shouldCache` false).
    cache.insert = (selector, serialized, sheet, shouldCache) =>
      selector === '' && !shouldCache && drawnGlobals.has(serialized.name)
        ? undefined
        : insert(selector, serialized, sheet, shouldCache);
  }
  for (const link of root.querySelectorAll<HTMLLinkElement>('link[data-drawn-data]')) {
    const rules = readableRules(link.sheet);
    if (!rules) continue;
    link.media = 'all';
    // The names come on the link (decision 107); reading them off the rules walks the whole sheet.
    const names = link.dataset['names'];
    if (names === undefined) classNamesOf(rules).forEach(known);
    else names.split(' ').forEach(known);
  }
  return cache;
}

/** A stylesheet's rules, or null while it has not arrived (or cannot be read). */
function readableRules(sheet: CSSStyleSheet | null): CSSRuleList | null {
  try {
    return sheet?.cssRules ?? null;
  } catch {
    return null;
  }
}

/** Emotion's names of the classes a stylesheet's rules are for (`.css-<name>`), media rules included. */
export function classNamesOf(rules: CSSRuleList): Set<string> {
  const names = new Set<string>();
  const visit = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      // A media or supports rule holds rules; a style rule has a selector.
      const inner = (rule as Partial<CSSGroupingRule>).cssRules;
      if (inner) visit(inner);
      const selector = (rule as Partial<CSSStyleRule>).selectorText;
      if (typeof selector !== 'string') continue;
      // The rule's own class leads each of its selectors (`.css-1x2y3z:hover, .css-1x2y3z .Mui…`).
      for (const match of selector.matchAll(/(?:^|,)\s*\.css-([A-Za-z0-9]+)/g)) names.add(match[1] ?? '');
    }
  };
  visit(rules);
  return names;
}

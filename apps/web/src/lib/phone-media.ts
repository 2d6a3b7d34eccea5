/** The width a signed-in page is drawn for on the server (decision 45): a phone's (the menu closed, the filters folded). */
export const PHONE_WIDTH = 390;

/**
 * What `useMediaQuery` answers on the server: the phone's width against the query's min-width
 * and max-width; any other feature (reduced motion, hover, ...) as not matching.
 */
export function matchesPhone(query: string): boolean {
  let matched = false;
  for (const [, kind, value] of query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)) {
    const width = Number(value);
    if (kind === 'min' ? PHONE_WIDTH < width : PHONE_WIDTH > width) return false;
    matched = true;
  }
  return matched;
}

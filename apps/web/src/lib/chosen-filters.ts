/** What a filter holds when the reader chose nothing: no value, or an empty (blank) text. */
type Unchosen = undefined | null | '';

/**
 * The filters of a list that the reader chose, ready to spread into its API query: one left
 * undefined or empty (a blank search box) is left out, so the query names only what narrows the
 * list. Used by every list page that turns its address state into a request.
 */
export function chosenFilters<T extends object>(filters: T): { [K in keyof T]?: Exclude<T[K], Unchosen> } {
  const chosen: { [K in keyof T]?: Exclude<T[K], Unchosen> } = {};
  for (const key of Object.keys(filters) as (keyof T)[]) {
    const value = filters[key];
    if (value !== undefined && value !== null && value !== '')
      chosen[key] = value as Exclude<T[keyof T], Unchosen>;
  }
  return chosen;
}

/** What a filter holds when the reader chose nothing: no value, or an empty (blank) text. */
type Unchosen = undefined | null | '';

/**
 * The filters of a list that the reader chose (all of `filters`, or only its `keys`), ready to
 * spread into its API query: one left undefined or empty (a blank search box) is left out, so the
 * query names only what narrows the list. Used by the list pages that turn their address state
 * into a request.
 */
export function chosenFilters<T extends object, K extends keyof T = keyof T>(
  filters: T,
  keys: readonly K[] = Object.keys(filters) as K[],
): { [P in K]?: Exclude<T[P], Unchosen> } {
  const chosen: { [P in K]?: Exclude<T[P], Unchosen> } = {};
  for (const key of keys) {
    const value = filters[key];
    if (value !== undefined && value !== null && value !== '') chosen[key] = value as Exclude<T[K], Unchosen>;
  }
  return chosen;
}

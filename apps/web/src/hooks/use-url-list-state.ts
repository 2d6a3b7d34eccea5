import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { ListParams, ListState } from '../lib/list-params';
import { useDebouncedCallback } from './use-debounced-callback';
import { useNewestSearchParams } from './use-newest-search-params';

/** The search box waits this long after the last key before the address (and the request) follow. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/**
 * A list page's state kept in the address (`params` from `defineListParams`): the parsed state, a
 * search box that shows what is typed at once and writes the address after a pause, filter and
 * page changes, clearing, and the query string to come back to the same list.
 */
export function useUrlListState<F>(params: ListParams<F>) {
  // Two filters picked in quick succession must not both start from the same old params.
  const [searchParams, changeParams] = useNewestSearchParams();
  const state = useMemo(() => params.parse(searchParams), [params, searchParams]);

  const [searchInput, setSearchInput] = useState(state.search);
  const [syncedSearch, setSyncedSearch] = useState(state.search);
  if (state.search !== syncedSearch) {
    // The address changed from elsewhere (back button, "clear filters"): show its search text.
    setSyncedSearch(state.search);
    if (state.search !== searchInput.trim()) setSearchInput(state.search);
  }
  const commitSearch = useDebouncedCallback((value: string) => {
    const changes = { search: value.trim() } as Partial<ListState<F>>;
    changeParams((current) => params.with(current, changes), { replace: true });
  }, LIST_SEARCH_DEBOUNCE_MS);

  /** A filter or page change takes the search text as shown, so a pending search is neither lost nor stale. */
  const update = (changes: Partial<ListState<F>>) => {
    commitSearch.cancel();
    changeParams((current) => params.with(current, { search: searchInput.trim(), ...changes }));
  };

  return {
    state,
    /** How many filters are set (the search not counted). */
    activeCount: params.countActive(state),
    /** Whether anything, search or filter, is set. */
    hasActive: params.hasActive(state),
    searchInput,
    onSearchInput(value: string) {
      setSearchInput(value);
      commitSearch.run(value);
    },
    update,
    /** One filter's value and change, to spread on its field: `<SelectFilter {...list.field('role')} />`. */
    field<K extends keyof F>(key: K) {
      return {
        value: state[key],
        onChange: (value: F[K] | undefined) => update({ [key]: value } as Partial<ListState<F>>),
      };
    },
    clear() {
      commitSearch.cancel();
      setSearchInput('');
      changeParams((current) => params.without(current));
    },
    changePage(page: number) {
      update({ page } as Partial<ListState<F>>);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    /** Moves to `page` without a new history entry (a link past the last page). */
    replacePage(page: number) {
      changeParams((current) => params.with(current, { page } as Partial<ListState<F>>), { replace: true });
    },
    /** `?search=...` of this list, for "back" from an item to return to the same list. */
    listSearch: searchParams.toString() ? `?${searchParams.toString()}` : '',
  };
}

/** A page of a list as the API answers it. */
interface ListResult {
  data: { total: number; page_size: number } | undefined;
  isPlaceholderData: boolean;
}

/**
 * The number of pages of `result`, and a shared link that points past the last page (items were
 * removed since) moves to the last page.
 */
export function usePageCount<F>(list: ReturnType<typeof useUrlListState<F>>, result: ListResult): number {
  const { data, isPlaceholderData } = result;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const outOfRange =
    data !== undefined && !isPlaceholderData && data.total > 0 && list.state.page > pageCount;
  const moveToLastPage = useEffectEvent(() => list.replacePage(pageCount));
  useEffect(() => {
    if (outOfRange) moveToLastPage();
  }, [outOfRange]);
  return pageCount;
}

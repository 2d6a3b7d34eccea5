/**
 * The parser kit for list pages whose state lives in the address (`?search=&page=&...`): each
 * filter names its parameter and how its value is read and written, and `defineListParams` turns
 * that into the parse, change and clear functions a list page needs. Malformed values are ignored,
 * empty ones are left out so links stay short, and parameters of others (`lang`) are kept.
 */

/** How one filter's value is read from and written to the address. */
export interface ParamCodec<T> {
  read(value: string | null): T | undefined;
  write(value: T): string;
}

/** A filter: its parameter's name in the address (the API's name) and its codec. */
export interface ParamSpec<T> {
  name: string;
  codec: ParamCodec<T>;
}

/** The longest search text kept from an address. */
export const LIST_SEARCH_MAX_LENGTH = 100;
/** The highest page an address may name. */
export const LIST_PAGE_MAX = 10_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The codecs list filters are made of. */
export const param = {
  /** One of `allowed`, as written. */
  oneOf<T extends string>(allowed: readonly T[]): ParamCodec<T> {
    return {
      read: (value) => ((allowed as readonly (string | null)[]).includes(value) ? (value as T) : undefined),
      write: (value) => value,
    };
  },
  /** A whole number from `min` to `max`. */
  wholeNumber(min: number, max: number): ParamCodec<number> {
    return {
      read(value) {
        if (value === null || value.trim() === '') return undefined;
        const number = Number(value);
        return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
      },
      write: (value) => String(value),
    };
  },
  /** A calendar day, `YYYY-MM-DD`, that exists. */
  day(): ParamCodec<string> {
    return {
      read(value) {
        if (!value || !DAY.test(value)) return undefined;
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
      },
      write: (value) => value,
    };
  },
  /** A switch that is on (`true`) or left out. */
  flag(): ParamCodec<true> {
    return { read: (value) => (value === 'true' ? true : undefined), write: () => 'true' };
  },
};

/** The filters of a list: each key's spec. */
export type ParamSpecs<F> = { [K in keyof F]-?: ParamSpec<NonNullable<F[K]>> };

/** What a list shows: the search text, the page and every filter (undefined when not set). */
export type ListState<F> = { search: string; page: number } & { [K in keyof F]: F[K] | undefined };

export interface ListParams<F> {
  /** Reads the list's state from the search params. */
  parse(params: URLSearchParams): ListState<F>;
  /** New search params with `changes` applied; changing the search or a filter goes back to page 1. */
  with(params: URLSearchParams, changes: Partial<ListState<F>>): URLSearchParams;
  /** Search params with the search, every filter and the page removed. */
  without(params: URLSearchParams): URLSearchParams;
  /** How many filters other than the search are set (the badge on a filter button). */
  countActive(state: ListState<F>): number;
  /** Whether the search or any filter is set. */
  hasActive(state: ListState<F>): boolean;
}

const SEARCH = 'search';
const PAGE = 'page';
const pageCodec = param.wholeNumber(1, LIST_PAGE_MAX);

/** The parse, change and clear functions of a list with `specs` as its filters. */
export function defineListParams<F extends object>(specs: ParamSpecs<F>): ListParams<F> {
  const keys = Object.keys(specs) as (keyof F & string)[];
  const spec = (key: keyof F & string) => specs[key] as ParamSpec<unknown>;

  const parse = (params: URLSearchParams): ListState<F> => {
    const filters = Object.fromEntries(
      keys.map((key) => [key, spec(key).codec.read(params.get(spec(key).name))]),
    );
    return {
      ...(filters as { [K in keyof F]: F[K] | undefined }),
      search: (params.get(SEARCH) ?? '').slice(0, LIST_SEARCH_MAX_LENGTH),
      page: pageCodec.read(params.get(PAGE)) ?? 1,
    };
  };

  const countActive = (state: ListState<F>) => keys.filter((key) => state[key] !== undefined).length;

  return {
    parse,
    with(params, changes) {
      const next = new URLSearchParams(params);
      const current = parse(params);
      const merged: ListState<F> = { ...current, ...changes };
      const filterChanged =
        merged.search !== current.search || keys.some((key) => merged[key] !== current[key]);
      if (filterChanged && changes.page === undefined) merged.page = 1;
      const put = (name: string, value: string | undefined) => {
        if (value) next.set(name, value);
        else next.delete(name);
      };
      put(SEARCH, merged.search);
      for (const key of keys) {
        const value = merged[key];
        put(spec(key).name, value === undefined || value === '' ? undefined : spec(key).codec.write(value));
      }
      put(PAGE, merged.page > 1 ? String(merged.page) : undefined);
      return next;
    },
    without(params) {
      const next = new URLSearchParams(params);
      for (const name of [SEARCH, PAGE, ...keys.map((key) => spec(key).name)]) next.delete(name);
      return next;
    },
    countActive,
    hasActive: (state) => state.search.trim() !== '' || countActive(state) > 0,
  };
}

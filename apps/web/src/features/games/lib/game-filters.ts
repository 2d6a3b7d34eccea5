import {
  BAKU_DISTRICTS,
  GAME_FORMATS,
  GAME_STATUSES,
  type BakuDistrict,
  type GameFormat,
  type GameListQuery,
  type GameStatus,
} from '@oyna/shared';

/** Games per page: divides evenly into the 1-, 2- and 3-column grid. */
export const GAMES_PAGE_SIZE = 12;

/** What the game list shows, as kept in the address bar so a filtered list can be shared. */
export interface GameFilters {
  search: string;
  status: GameStatus | undefined;
  format: GameFormat | undefined;
  venueId: number | undefined;
  district: BakuDistrict | undefined;
  /** Baku days, `YYYY-MM-DD`, inclusive. */
  dateFrom: string | undefined;
  dateTo: string | undefined;
  /** Manat. */
  maxPrice: number | undefined;
  page: number;
}

/** The API's own parameter names (`lang` and `lng` are taken by the language detection). */
const PARAM = {
  search: 'search',
  status: 'status',
  format: 'format',
  venueId: 'venue_id',
  district: 'district',
  dateFrom: 'date_from',
  dateTo: 'date_to',
  maxPrice: 'max_price',
  page: 'page',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}

function day(value: string | null): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/** Reads the filters from the search params; unknown or malformed values are ignored. */
export function parseGameFilters(params: URLSearchParams): GameFilters {
  return {
    search: (params.get(PARAM.search) ?? '').slice(0, 100),
    status: oneOf(GAME_STATUSES, params.get(PARAM.status)),
    format: oneOf(GAME_FORMATS, params.get(PARAM.format)),
    venueId: wholeNumber(params.get(PARAM.venueId), 1, 2_147_483_647),
    district: oneOf(BAKU_DISTRICTS, params.get(PARAM.district)),
    dateFrom: day(params.get(PARAM.dateFrom)),
    dateTo: day(params.get(PARAM.dateTo)),
    maxPrice: wholeNumber(params.get(PARAM.maxPrice), 0, 1000),
    page: wholeNumber(params.get(PARAM.page), 1, 10_000) ?? 1,
  };
}

const FILTER_KEYS = [
  'search',
  'status',
  'format',
  'venueId',
  'district',
  'dateFrom',
  'dateTo',
  'maxPrice',
] as const satisfies readonly (keyof GameFilters)[];

/**
 * New search params with `changes` applied. Changing any filter goes back to page 1; empty values
 * are left out so links stay short; other params are kept.
 */
export function withGameFilters(params: URLSearchParams, changes: Partial<GameFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = parseGameFilters(params);
  const merged: GameFilters = { ...current, ...changes };
  const filterChanged = FILTER_KEYS.some((key) => merged[key] !== current[key]);
  if (filterChanged && changes.page === undefined) merged.page = 1;

  for (const key of FILTER_KEYS) {
    const value = merged[key];
    if (value === undefined || value === '') next.delete(PARAM[key]);
    else next.set(PARAM[key], String(value));
  }
  if (merged.page > 1) next.set(PARAM.page, String(merged.page));
  else next.delete(PARAM.page);
  return next;
}

/** Search params with every game filter removed (and page 1). */
export function withoutGameFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(PARAM)) next.delete(name);
  return next;
}

/** How many filters other than the search are set (the badge on the filter button). */
export function countActiveFilters(filters: GameFilters): number {
  return FILTER_KEYS.filter((key) => key !== 'search' && filters[key] !== undefined).length;
}

export function hasActiveFilters(filters: GameFilters): boolean {
  return filters.search.trim() !== '' || countActiveFilters(filters) > 0;
}

/** The `GET /games` query for these filters; empty values are left out. */
export function toGameListQuery(filters: GameFilters, pageSize = GAMES_PAGE_SIZE): GameListQuery {
  const search = filters.search.trim();
  return {
    page: filters.page,
    page_size: pageSize,
    ...(search ? { search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.format ? { format: filters.format } : {}),
    ...(filters.venueId !== undefined ? { venue_id: filters.venueId } : {}),
    ...(filters.district ? { district: filters.district } : {}),
    ...(filters.dateFrom ? { date_from: filters.dateFrom } : {}),
    ...(filters.dateTo ? { date_to: filters.dateTo } : {}),
    ...(filters.maxPrice !== undefined ? { max_price: filters.maxPrice } : {}),
  };
}

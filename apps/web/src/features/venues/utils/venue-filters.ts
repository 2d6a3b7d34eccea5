import {
  BAKU_DISTRICTS,
  VENUE_TYPES,
  type BakuDistrict,
  type VenueListQuery,
  type VenueType,
} from '@oyna/shared';

/** Venues per page: divides evenly into the 1-, 2- and 3-column grid. */
export const VENUES_PAGE_SIZE = 12;

/** What the venue list shows, as kept in the address bar (`?search=&type=&district=&page=`). */
export interface VenueFilters {
  search: string;
  type: VenueType | undefined;
  district: BakuDistrict | undefined;
  page: number;
}

/** The API's own parameter names (`lang` and `lng` are taken by the language detection). */
const PARAM = { search: 'search', type: 'type', district: 'district', page: 'page' } as const;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}

/** Reads the filters from the search params; unknown or malformed values are ignored. */
export function parseVenueFilters(params: URLSearchParams): VenueFilters {
  const page = Number(params.get(PARAM.page));
  return {
    search: (params.get(PARAM.search) ?? '').slice(0, 100),
    type: oneOf(VENUE_TYPES, params.get(PARAM.type)),
    district: oneOf(BAKU_DISTRICTS, params.get(PARAM.district)),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * New search params with `changes` applied. Changing the search, type or district goes back
 * to page 1; defaults are left out so links stay short; other params are kept.
 */
export function withVenueFilters(params: URLSearchParams, changes: Partial<VenueFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = parseVenueFilters(params);
  const merged: VenueFilters = { ...current, ...changes };
  const filterChanged =
    merged.search !== current.search || merged.type !== current.type || merged.district !== current.district;
  if (filterChanged && changes.page === undefined) merged.page = 1;

  const set = (name: string, value: string | undefined) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  set(PARAM.search, merged.search);
  set(PARAM.type, merged.type);
  set(PARAM.district, merged.district);
  set(PARAM.page, merged.page > 1 ? String(merged.page) : undefined);
  return next;
}

/** Search params with every venue filter removed (and page 1). */
export function withoutVenueFilters(params: URLSearchParams): URLSearchParams {
  return withVenueFilters(params, { search: '', type: undefined, district: undefined, page: 1 });
}

export function hasActiveFilters(filters: VenueFilters): boolean {
  return filters.search.trim() !== '' || filters.type !== undefined || filters.district !== undefined;
}

/** The `GET /venues` query for these filters; empty values are left out. */
export function toVenueListQuery(filters: VenueFilters, pageSize = VENUES_PAGE_SIZE): VenueListQuery {
  const search = filters.search.trim();
  return {
    page: filters.page,
    page_size: pageSize,
    ...(search ? { search } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.district ? { district: filters.district } : {}),
  };
}

import { type ListState, defineListParams, param } from '../../../lib/list-params';
import {
  BAKU_DISTRICTS,
  VENUE_TYPES,
  type BakuDistrict,
  type VenueListQuery,
  type VenueType,
} from '@oyna/shared';

/** Venues per page: divides evenly into the 1-, 2- and 3-column grid. */
export const VENUES_PAGE_SIZE = 12;

/** The venue list's filters, by the API's parameter names (`lang` and `lng` are the language's). */
export const venueListParams = defineListParams<{ type: VenueType; district: BakuDistrict }>({
  type: { name: 'type', codec: param.oneOf(VENUE_TYPES) },
  district: { name: 'district', codec: param.oneOf(BAKU_DISTRICTS) },
});
/** What the venue list shows, as kept in the address bar (`?search=&type=&district=&page=`). */
export type VenueFilters = ListState<{ type: VenueType; district: BakuDistrict }>;

/** Reads the filters from the search params; unknown or malformed values are ignored. */
export const parseVenueFilters = venueListParams.parse;

/**
 * New search params with `changes` applied. Changing the search, type or district goes back
 * to page 1; defaults are left out so links stay short; other params are kept.
 */
export const withVenueFilters = venueListParams.with;

/** Search params with every venue filter removed (and page 1). */
export const withoutVenueFilters = venueListParams.without;

export const hasActiveFilters = venueListParams.hasActive;

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

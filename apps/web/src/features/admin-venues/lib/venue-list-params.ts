import { BAKU_DISTRICTS, VENUE_TYPES, type AdminVenueListQuery, type BakuDistrict } from '@oyna/shared';
import { chosenFilters } from '../../../lib/chosen-filters';
import { defineListParams, param, type ListState } from '../../../lib/list-params';

export const ADMIN_VENUES_PAGE_SIZE = 20;

export interface AdminVenueFilters {
  status?: 'active' | 'inactive';
  type?: (typeof VENUE_TYPES)[number];
  district?: BakuDistrict;
}

/** The search and filters of `/admin/venues`, in the address. */
export const adminVenueListParams = defineListParams<AdminVenueFilters>({
  status: { name: 'status', codec: param.oneOf(['active', 'inactive'] as const) },
  type: { name: 'type', codec: param.oneOf(VENUE_TYPES) },
  district: { name: 'district', codec: param.oneOf(BAKU_DISTRICTS) },
});

export function toAdminVenueListQuery(state: ListState<AdminVenueFilters>): AdminVenueListQuery {
  return {
    page: state.page,
    page_size: ADMIN_VENUES_PAGE_SIZE,
    ...chosenFilters(state, ['status', 'type', 'district']),
    ...chosenFilters({ search: state.search.trim() }),
  };
}

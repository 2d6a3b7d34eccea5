import { describe, expect, it } from 'vitest';
import { ADMIN_VENUES_PAGE_SIZE, adminVenueListParams, toAdminVenueListQuery } from './venue-list-params';

const parse = (query: string) => adminVenueListParams.parse(new URLSearchParams(query));

describe('the admin venue list in the address', () => {
  it('reads the search, the state, type and district, and asks the API for them', () => {
    expect(
      toAdminVenueListQuery(parse('search=Xəzər&status=inactive&type=futsal&district=nasimi&page=2')),
    ).toEqual({
      page: 2,
      page_size: ADMIN_VENUES_PAGE_SIZE,
      search: 'Xəzər',
      status: 'inactive',
      type: 'futsal',
      district: 'nasimi',
    });
  });

  it('lists every venue, active or not, when no state is chosen, and ignores unknown values', () => {
    expect(toAdminVenueListQuery(parse('status=closed&type=beach&district=moscow'))).toEqual({
      page: 1,
      page_size: ADMIN_VENUES_PAGE_SIZE,
    });
  });
});

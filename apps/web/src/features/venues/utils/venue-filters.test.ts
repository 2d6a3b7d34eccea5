import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  parseVenueFilters,
  toVenueListQuery,
  withVenueFilters,
  withoutVenueFilters,
} from './venue-filters';

const params = (search: string) => new URLSearchParams(search);

describe('venue filters in the address', () => {
  it('reads search, type, district and page', () => {
    expect(parseVenueFilters(params('search=Park&type=futsal&district=nasimi&page=3'))).toEqual({
      search: 'Park',
      type: 'futsal',
      district: 'nasimi',
      page: 3,
    });
  });

  it('ignores unknown types and districts and a malformed page', () => {
    expect(parseVenueFilters(params('type=beach&district=moscow&page=-2'))).toEqual({
      search: '',
      type: undefined,
      district: undefined,
      page: 1,
    });
    expect(parseVenueFilters(params('page=1.5')).page).toBe(1);
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(withVenueFilters(params('type=indoor&page=4'), { district: 'yasamal' }).toString()).toBe(
      'type=indoor&district=yasamal',
    );
  });

  it('keeps the page when only the page changes and leaves page 1 out of the address', () => {
    expect(withVenueFilters(params('search=a'), { page: 2 }).toString()).toBe('search=a&page=2');
    expect(withVenueFilters(params('search=a&page=2'), { page: 1 }).toString()).toBe('search=a');
  });

  it('keeps unrelated parameters and clears every filter', () => {
    const cleared = withoutVenueFilters(params('search=x&type=futsal&district=sabail&page=2&utm_source=tg'));
    expect(cleared.toString()).toBe('utm_source=tg');
  });

  it('tells whether any filter is set', () => {
    expect(hasActiveFilters(parseVenueFilters(params('page=3')))).toBe(false);
    expect(hasActiveFilters(parseVenueFilters(params('search=%20%20')))).toBe(false);
    expect(hasActiveFilters(parseVenueFilters(params('district=khazar')))).toBe(true);
  });

  it('builds the API query without empty values and with a trimmed search', () => {
    expect(toVenueListQuery(parseVenueFilters(params('search=%20Olimp%20&page=2')), 12)).toEqual({
      search: 'Olimp',
      page: 2,
      page_size: 12,
    });
  });
});

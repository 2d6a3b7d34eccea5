import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  hasActiveFilters,
  parseGameFilters,
  toGameListQuery,
  withGameFilters,
  withoutGameFilters,
} from './game-filters';

const params = (text: string) => new URLSearchParams(text);

describe('game filters in the address', () => {
  it('reads every filter from a shared link', () => {
    const filters = parseGameFilters(
      params(
        'search=Gənclik&status=open&format=7x7&venue_id=12&district=nasimi&date_from=2026-11-23&date_to=2026-11-30&max_price=12&page=3',
      ),
    );
    expect(filters).toEqual({
      search: 'Gənclik',
      status: 'open',
      format: '7x7',
      venueId: 12,
      district: 'nasimi',
      dateFrom: '2026-11-23',
      dateTo: '2026-11-30',
      maxPrice: 12,
      page: 3,
    });
  });

  it('ignores unknown or malformed values instead of sending them to the API', () => {
    const filters = parseGameFilters(
      params(
        'status=weird&format=4x4&venue_id=abc&district=paris&date_from=2026-02-31&date_to=tomorrow&max_price=-5&page=0',
      ),
    );
    expect(filters).toEqual({
      search: '',
      status: undefined,
      format: undefined,
      venueId: undefined,
      district: undefined,
      dateFrom: undefined,
      dateTo: undefined,
      maxPrice: undefined,
      page: 1,
    });
  });

  it('writes the filters back so that the same link gives the same list', () => {
    const link = withGameFilters(params(''), {
      format: '5x5',
      maxPrice: 10,
      dateFrom: '2026-12-01',
      venueId: 4,
    });
    expect(parseGameFilters(link)).toMatchObject({
      format: '5x5',
      maxPrice: 10,
      dateFrom: '2026-12-01',
      venueId: 4,
    });
    expect(link.toString()).toBe('format=5x5&venue_id=4&date_from=2026-12-01&max_price=10');
  });

  it('goes back to page 1 when a filter changes, but keeps the page when only the page changes', () => {
    const onPage3 = params('format=7x7&page=3');
    expect(withGameFilters(onPage3, { district: 'sabail' }).get('page')).toBeNull();
    expect(withGameFilters(onPage3, { page: 4 }).get('page')).toBe('4');
    expect(withGameFilters(onPage3, { format: '7x7' }).get('page')).toBe('3');
  });

  it('removes a filter set to empty and keeps params that are not filters', () => {
    const next = withGameFilters(params('format=7x7&utm=tg'), { format: undefined, search: '' });
    expect(next.toString()).toBe('utm=tg');
    expect(withoutGameFilters(params('format=7x7&max_price=8&page=2&utm=tg')).toString()).toBe('utm=tg');
  });

  it('counts the active filters apart from the search', () => {
    const filters = parseGameFilters(params('search=x&format=7x7&max_price=8'));
    expect(countActiveFilters(filters)).toBe(2);
    expect(hasActiveFilters(parseGameFilters(params('search=x')))).toBe(true);
    expect(hasActiveFilters(parseGameFilters(params('page=2')))).toBe(false);
  });

  it('turns the filters into the GET /games query without empty values', () => {
    expect(toGameListQuery(parseGameFilters(params('search=%20%20&district=khatai&max_price=0')))).toEqual({
      page: 1,
      page_size: 12,
      district: 'khatai',
      max_price: 0,
    });
  });
});

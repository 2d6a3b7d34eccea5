import { describe, expect, it } from 'vitest';
import {
  chooseDateChip,
  chooseDateRange,
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
      when: undefined,
      near: undefined,
      myLevel: undefined,
      needsGoalkeeper: undefined,
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
      when: undefined,
      near: undefined,
      myLevel: undefined,
      needsGoalkeeper: undefined,
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

  it('reads the date chip and the quick switches, and ignores values it does not know', () => {
    expect(
      parseGameFilters(params('when=weekend&near=true&my_level=true&needs_goalkeeper=true')),
    ).toMatchObject({ when: 'weekend', near: true, myLevel: true, needsGoalkeeper: true });
    expect(
      parseGameFilters(params('when=yesterday&near=1&my_level=yes&needs_goalkeeper=false')),
    ).toMatchObject({
      when: undefined,
      near: undefined,
      myLevel: undefined,
      needsGoalkeeper: undefined,
    });
  });

  it('never keeps the player position in the address, only that the list is near me', () => {
    const link = withGameFilters(params(''), { near: true });
    expect(link.toString()).toBe('near=true');
  });
});

describe('date chips and the date range exclude each other', () => {
  it('picking a chip clears the date range', () => {
    const link = withGameFilters(
      params('date_from=2026-12-01&date_to=2026-12-07&page=2'),
      chooseDateChip('today'),
    );
    expect(link.toString()).toBe('when=today');
  });

  it('setting either end of the date range clears the chip', () => {
    const link = withGameFilters(params('when=tomorrow'), chooseDateRange({ dateFrom: '2026-12-01' }));
    expect(link.toString()).toBe('date_from=2026-12-01');
  });

  it('tapping the chosen chip again clears it', () => {
    expect(withGameFilters(params('when=weekend&format=7x7'), chooseDateChip(undefined)).toString()).toBe(
      'format=7x7',
    );
  });

  it('a hand-written link with both keeps the chip and drops the range', () => {
    expect(parseGameFilters(params('when=today&date_from=2026-12-01&date_to=2026-12-02'))).toMatchObject({
      when: 'today',
      dateFrom: undefined,
      dateTo: undefined,
    });
  });

  it('the filter badge counts the folded panel only, not the chip row', () => {
    const filters = parseGameFilters(params('when=today&near=true&needs_goalkeeper=true&format=7x7'));
    expect(countActiveFilters(filters)).toBe(1);
    expect(hasActiveFilters(parseGameFilters(params('needs_goalkeeper=true')))).toBe(true);
  });
});

describe('the GET /games query of the quick choices', () => {
  const quick = parseGameFilters(params('when=weekend&near=true&my_level=true&needs_goalkeeper=true'));

  it('sends the point and nearest-first once the point is known', () => {
    expect(toGameListQuery(quick, { near: { lat: 40.409, lng: 49.867 }, signedIn: true })).toEqual({
      page: 1,
      page_size: 12,
      when: 'weekend',
      lat: 40.409,
      lng: 49.867,
      sort: 'distance',
      my_level: 'true',
      needs_goalkeeper: 'true',
    });
  });

  it('sorts by time while the point is not known yet', () => {
    const query = toGameListQuery(quick, { near: null, signedIn: true });
    expect(query).not.toHaveProperty('lat');
    expect(query).not.toHaveProperty('sort');
  });

  it('sends no point when near me is off, even if one is known', () => {
    const query = toGameListQuery(parseGameFilters(params('when=today')), { near: { lat: 40.4, lng: 49.8 } });
    expect(query).toEqual({ page: 1, page_size: 12, when: 'today' });
  });

  it('asks for my level only for a signed-in player (the API refuses a visitor)', () => {
    expect(toGameListQuery(quick, { signedIn: false })).not.toHaveProperty('my_level');
  });
});

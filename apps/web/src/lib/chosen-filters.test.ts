import { describe, expect, it } from 'vitest';
import { chosenFilters } from './chosen-filters';

describe('chosenFilters', () => {
  it('keeps only the filters the reader chose: no undefined, null or blank value reaches the query', () => {
    expect(
      chosenFilters({ search: '', role: undefined, tier: null, status: 'active', sort: 'name_asc' }),
    ).toEqual({
      status: 'active',
      sort: 'name_asc',
    });
    expect(Object.keys(chosenFilters({ search: '', district: undefined }))).toEqual([]);
  });

  it('reads only the named filters when given their keys', () => {
    expect(chosenFilters({ page: 2, role: 'admin', status: 'active' }, ['role'])).toEqual({ role: 'admin' });
  });
});

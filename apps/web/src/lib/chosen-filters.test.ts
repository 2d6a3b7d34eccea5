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
});

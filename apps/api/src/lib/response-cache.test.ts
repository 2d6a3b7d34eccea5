import { describe, expect, it } from 'vitest';
import { normalisedQuery } from './response-cache.js';

describe('normalisedQuery, the cache key of a query', () => {
  it('is the same whatever order the fields came in, and leaves out fields not given', () => {
    expect(normalisedQuery({ page: 1, page_size: 20, type: undefined })).toBe(
      normalisedQuery({ page_size: 20, page: 1 }),
    );
  });

  it('tells apart queries that differ in a value, a type or a name', () => {
    const keys = [
      { page: 1 },
      { page: 2 },
      { page: '1' },
      { pages: 1 },
      { page: 1, search: 'a,"page":2' },
      { search: ['a', 'b'] },
      { search: 'a,b' },
      {},
    ].map(normalisedQuery);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

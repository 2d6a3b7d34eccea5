import { describe, expect, it } from 'vitest';
import { queryString, withQuery } from './query-string';

describe('the query string of a request', () => {
  it('leaves out undefined and null and keeps the order of the keys', () => {
    expect(queryString({ page: 2, status: undefined, venue_id: null, page_size: 20 })).toBe(
      'page=2&page_size=20',
    );
  });

  it('writes flags and numbers as text, an array as key[] and a date as its instant', () => {
    expect(
      queryString({ my_level: false, ids: ['a', null, 'b'], at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) }),
    ).toBe('my_level=false&ids%5B%5D=a&ids%5B%5D=b&at=2026-01-02T03:04:05.000Z');
  });

  it('writes a nested object with brackets', () => {
    expect(queryString({ filter: { city: 'Bakı' } })).toBe('filter%5Bcity%5D=Bak%C4%B1');
  });

  it('encodes as axios did: a space as +, and : $ , left as they are', () => {
    expect(queryString({ search: 'a b:c$d,e&f=g/h' })).toBe('search=a+b:c$d,e%26f%3Dg%2Fh');
  });

  it('is empty without params', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({ search: undefined })).toBe('');
  });

  it('adds to a query string already in the path and drops a fragment', () => {
    expect(withQuery('/teams?scope=mine', { page: 1 })).toBe('/teams?scope=mine&page=1');
    expect(withQuery('/teams#top', { page: 1 })).toBe('/teams?page=1');
    expect(withQuery('/teams#top', {})).toBe('/teams#top');
  });
});

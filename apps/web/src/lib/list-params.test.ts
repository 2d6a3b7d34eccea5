import { describe, expect, it } from 'vitest';
import { LIST_PAGE_MAX, LIST_SEARCH_MAX_LENGTH, defineListParams, param } from './list-params';

const list = defineListParams<{ kind: 'a' | 'b'; from: string; min: number; open: true }>({
  kind: { name: 'kind', codec: param.oneOf(['a', 'b'] as const) },
  from: { name: 'date_from', codec: param.day() },
  min: { name: 'min_price', codec: param.wholeNumber(0, 100) },
  open: { name: 'open', codec: param.flag() },
});

const read = (query: string) => list.parse(new URLSearchParams(query));

describe('defineListParams', () => {
  it('reads every filter by its parameter name, with page 1 and no search by default', () => {
    expect(read('kind=b&date_from=2026-12-01&min_price=5&open=true&search=Bakı&page=3')).toEqual({
      kind: 'b',
      from: '2026-12-01',
      min: 5,
      open: true,
      search: 'Bakı',
      page: 3,
    });
    expect(read('')).toEqual({
      kind: undefined,
      from: undefined,
      min: undefined,
      open: undefined,
      search: '',
      page: 1,
    });
  });

  it('ignores malformed values: unknown choices, impossible days, numbers out of range, pages past the end', () => {
    expect(read(`kind=c&date_from=2026-02-30&min_price=101&open=yes&page=${LIST_PAGE_MAX + 1}`)).toEqual(
      read(''),
    );
    expect(read('min_price=1.5&page=0').min).toBeUndefined();
    expect(read(`search=${'x'.repeat(LIST_SEARCH_MAX_LENGTH + 50)}`).search).toHaveLength(
      LIST_SEARCH_MAX_LENGTH,
    );
  });

  it('goes back to page 1 when the search or a filter changes, and keeps the page otherwise', () => {
    const params = new URLSearchParams('kind=a&page=4');
    expect(list.with(params, { kind: 'b' }).toString()).toBe('kind=b');
    expect(list.with(params, { search: 'x' }).toString()).toBe('kind=a&search=x');
    expect(list.with(params, { page: 5 }).toString()).toBe('kind=a&page=5');
    expect(list.with(params, { kind: 'b', page: 2 }).toString()).toBe('kind=b&page=2');
  });

  it('leaves empty values out and keeps parameters that are not the list’s', () => {
    const params = new URLSearchParams('lang=ru&kind=a&min_price=0');
    expect(list.with(params, { kind: undefined }).toString()).toBe('lang=ru&min_price=0');
    expect(list.without(new URLSearchParams('lang=ru&kind=a&search=x&page=2&open=true')).toString()).toBe(
      'lang=ru',
    );
  });

  it('counts the filters set besides the search', () => {
    expect(list.countActive(read('kind=a&open=true&search=x'))).toBe(2);
    expect(list.hasActive(read('search=x'))).toBe(true);
    expect(list.hasActive(read('search=%20%20&page=2'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { USERS_PAGE_SIZE, orderedDays, toUserListQuery, userListParams } from './user-list-params';

const parse = (query: string) => userListParams.parse(new URLSearchParams(query));

describe('the user list in the address', () => {
  it('reads the search, every filter, the sort and the page', () => {
    const state = parse(
      'search=Əli&role=organizer&tier=gold&status=blocked&onboarding_done=false' +
        '&created_from=2026-01-01&created_to=2026-02-01&sort=name_asc&page=3',
    );
    expect(state).toEqual({
      search: 'Əli',
      role: 'organizer',
      tier: 'gold',
      status: 'blocked',
      onboarding_done: 'false',
      created_from: '2026-01-01',
      created_to: '2026-02-01',
      sort: 'name_asc',
      page: 3,
    });
  });

  it('ignores values the API would refuse instead of sending them', () => {
    const state = parse(
      'role=owner&tier=diamond&status=gone&onboarding_done=yes&created_from=2026-02-30&sort=random&page=0',
    );
    expect(state).toEqual({
      search: '',
      role: undefined,
      tier: undefined,
      status: undefined,
      onboarding_done: undefined,
      created_from: undefined,
      created_to: undefined,
      sort: undefined,
      page: 1,
    });
  });

  it('keeps the default order (newest first) out of the address', () => {
    expect(parse('sort=created_desc').sort).toBeUndefined();
    const next = userListParams.with(new URLSearchParams(), { sort: 'games_desc' });
    expect(next.toString()).toBe('sort=games_desc');
  });

  it('goes back to page 1 when a filter changes, and keeps parameters of others', () => {
    const next = userListParams.with(new URLSearchParams('lang=ru&page=4&role=player'), { role: 'referee' });
    expect(next.get('page')).toBeNull();
    expect(next.get('role')).toBe('referee');
    expect(next.get('lang')).toBe('ru');
  });

  it('clears the search, filters and page but not the language', () => {
    const cleared = userListParams.without(new URLSearchParams('lang=en&search=x&status=active&page=2'));
    expect(cleared.toString()).toBe('lang=en');
  });

  it('counts the filters set for the badge, the search apart', () => {
    const state = parse('search=x&role=admin&created_to=2026-03-01');
    expect(userListParams.countActive(state)).toBe(2);
    expect(userListParams.hasActive(parse('search=x'))).toBe(true);
    expect(userListParams.hasActive(parse('lang=az'))).toBe(false);
  });

  it('asks the API for what the address says, with the page size', () => {
    expect(
      toUserListQuery(parse('search=%20050%20111%20&status=active&onboarding_done=true&page=2')),
    ).toEqual({
      page: 2,
      page_size: USERS_PAGE_SIZE,
      search: '050 111',
      status: 'active',
      onboarding_done: 'true',
    });
    expect(toUserListQuery(parse(''))).toEqual({ page: 1, page_size: USERS_PAGE_SIZE });
  });

  it('reads a "from" day after the "to" day as the same range in order', () => {
    expect(orderedDays('2026-05-01', '2026-04-01')).toEqual(['2026-04-01', '2026-05-01']);
    expect(orderedDays('2026-04-01', undefined)).toEqual(['2026-04-01', undefined]);
    const query = toUserListQuery(parse('created_from=2026-05-01&created_to=2026-04-01'));
    expect([query.created_from, query.created_to]).toEqual(['2026-04-01', '2026-05-01']);
  });
});

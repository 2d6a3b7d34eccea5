import { describe, expect, it } from 'vitest';
import {
  COMPETITIONS_PAGE_SIZE,
  clearCompetitionFilters,
  competitionListQuery,
  countCompetitionFilters,
  parseCompetitionFilters,
  withCompetitionFilters,
} from './competition-filters';

const params = (text: string) => new URLSearchParams(text);

describe('competition filters in the address', () => {
  it('reads every filter from the address and ignores values it does not know', () => {
    const filters = parseCompetitionFilters(
      params('scope=in_progress&kind=cup&format=single_elimination&district=yasamal&access=platinum&page=2'),
    );
    expect(filters).toMatchObject({
      scope: 'in_progress',
      kind: 'cup',
      format: 'single_elimination',
      district: 'yasamal',
      access: 'platinum',
      page: 2,
    });
    const junk = parseCompetitionFilters(params('scope=soon&kind=friendly&access=gold&page=-1'));
    expect(junk).toMatchObject({ scope: undefined, kind: undefined, access: undefined, page: 1 });
  });

  it('writes a changed filter back, going to page 1 and keeping the language parameter', () => {
    const next = withCompetitionFilters(params('kind=league&page=3&lang=ru'), { kind: 'cup' });
    expect(next.get('kind')).toBe('cup');
    expect(next.get('page')).toBeNull();
    expect(next.get('lang')).toBe('ru');
    const removed = withCompetitionFilters(next, { kind: undefined });
    expect(removed.has('kind')).toBe(false);
  });

  it('round-trips: what is written is read back the same', () => {
    const written = withCompetitionFilters(params(''), {
      scope: 'finished',
      format: 'groups_knockout',
      access: 'open',
    });
    const read = parseCompetitionFilters(written);
    expect(withCompetitionFilters(params(''), read).toString()).toBe(written.toString());
    expect(countCompetitionFilters(read)).toBe(3);
  });

  it('clears the filters but not the language', () => {
    const cleared = clearCompetitionFilters(params('kind=cup&access=platinum&lang=en'));
    expect(cleared.toString()).toBe('lang=en');
  });

  it('asks the API for what is set only, with the page size, and for what is coming by default', () => {
    expect(competitionListQuery(parseCompetitionFilters(params('kind=league&search=%20Baku%20')))).toEqual({
      page: 1,
      page_size: COMPETITIONS_PAGE_SIZE,
      scope: 'upcoming',
      kind: 'league',
      q: 'Baku',
    });
    expect(competitionListQuery(parseCompetitionFilters(params('scope=finished')))).toMatchObject({
      scope: 'finished',
    });
  });
});

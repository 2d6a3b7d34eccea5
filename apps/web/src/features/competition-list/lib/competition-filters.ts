import {
  BAKU_DISTRICTS,
  COMPETITION_ACCESS,
  COMPETITION_FORMATS,
  COMPETITION_KINDS,
  type BakuDistrict,
  type CompetitionAccess,
  type CompetitionFormat,
  type CompetitionKind,
  type CompetitionListQuery,
} from '@oyna/shared';
import { chosenFilters } from '../../../lib/chosen-filters';
import { type ListState, defineListParams, param } from '../../../lib/list-params';

/** Competitions per page: divides evenly into the 1-, 2- and 3-column grid. */
export const COMPETITIONS_PAGE_SIZE = 12;

/** The list's sections: registering or drawn and waiting, being played, over. */
export const COMPETITION_SCOPES = ['upcoming', 'in_progress', 'finished'] as const;
export type CompetitionScope = (typeof COMPETITION_SCOPES)[number];

interface CompetitionListFilters {
  scope: CompetitionScope;
  kind: CompetitionKind;
  format: CompetitionFormat;
  district: BakuDistrict;
  /** Open to every team, or platinum-only. */
  access: CompetitionAccess;
}

/** The filters by the API's parameter names; the search is `search` in the address and `q` for the API. */
export const competitionListParams = defineListParams<CompetitionListFilters>({
  scope: { name: 'scope', codec: param.oneOf(COMPETITION_SCOPES) },
  kind: { name: 'kind', codec: param.oneOf(COMPETITION_KINDS) },
  format: { name: 'format', codec: param.oneOf(COMPETITION_FORMATS) },
  district: { name: 'district', codec: param.oneOf(BAKU_DISTRICTS) },
  access: { name: 'access', codec: param.oneOf(COMPETITION_ACCESS) },
});

/** What `/tournaments` shows, kept in the address bar so a filtered list can be shared. */
export type CompetitionFilters = ListState<CompetitionListFilters>;

export const parseCompetitionFilters = (params: URLSearchParams): CompetitionFilters =>
  competitionListParams.parse(params);

export const withCompetitionFilters = (
  params: URLSearchParams,
  changes: Partial<CompetitionFilters>,
): URLSearchParams => competitionListParams.with(params, changes);

export const clearCompetitionFilters = (params: URLSearchParams): URLSearchParams =>
  competitionListParams.without(params);

export const countCompetitionFilters = (filters: CompetitionFilters): number =>
  competitionListParams.countActive(filters);

/**
 * The list request: only what is set, the page and its size. Without a chosen section the list
 * shows what is coming (registering or drawn), the first thing a captain looks for.
 */
export function competitionListQuery(filters: CompetitionFilters): CompetitionListQuery {
  return {
    page: filters.page,
    page_size: COMPETITIONS_PAGE_SIZE,
    scope: filters.scope ?? 'upcoming',
    ...chosenFilters(filters, ['kind', 'format', 'district', 'access']),
    ...chosenFilters({ q: filters.search.trim() }),
  };
}

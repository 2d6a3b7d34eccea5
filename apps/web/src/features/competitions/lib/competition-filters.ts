import { BAKU_DISTRICTS, type BakuDistrict } from '@oyna/shared';
import { type ListState, defineListParams, param } from '../../../lib/list-params';
import {
  COMPETITION_FORMATS,
  COMPETITION_KINDS,
  COMPETITION_PHASES,
  COMPETITION_TIERS,
  type CompetitionFormat,
  type CompetitionKind,
  type CompetitionPhase,
  type CompetitionTier,
} from './competition-terms';

/** Competitions per page: divides evenly into the 1-, 2- and 3-column grid. */
export const COMPETITIONS_PAGE_SIZE = 12;

interface CompetitionListFilters {
  /** Registering (and drawn, not started), in progress, or finished. */
  phase: CompetitionPhase;
  kind: CompetitionKind;
  format: CompetitionFormat;
  district: BakuDistrict;
  /** Open to every team, or platinum-only. */
  tier: CompetitionTier;
}

const addressParams = defineListParams<CompetitionListFilters>({
  phase: { name: 'phase', codec: param.oneOf(COMPETITION_PHASES) },
  kind: { name: 'kind', codec: param.oneOf(COMPETITION_KINDS) },
  format: { name: 'format', codec: param.oneOf(COMPETITION_FORMATS) },
  district: { name: 'district', codec: param.oneOf(BAKU_DISTRICTS) },
  tier: { name: 'tier', codec: param.oneOf(COMPETITION_TIERS) },
});

/** What `/tournaments` shows, kept in the address bar so a filtered list can be shared. */
export type CompetitionFilters = ListState<CompetitionListFilters>;

export const parseCompetitionFilters = (params: URLSearchParams): CompetitionFilters =>
  addressParams.parse(params);

export const withCompetitionFilters = (
  params: URLSearchParams,
  changes: Partial<CompetitionFilters>,
): URLSearchParams => addressParams.with(params, changes);

export const clearCompetitionFilters = (params: URLSearchParams): URLSearchParams =>
  addressParams.without(params);

export const countCompetitionFilters = (filters: CompetitionFilters): number =>
  addressParams.countActive(filters);

/** The list request's query: the API's names, only what is set, the page and its size. */
export function competitionListQuery(filters: CompetitionFilters): Record<string, string | number> {
  const query: Record<string, string | number> = { page: filters.page, page_size: COMPETITIONS_PAGE_SIZE };
  if (filters.search.trim()) query['search'] = filters.search.trim();
  if (filters.phase) query['phase'] = filters.phase;
  if (filters.kind) query['kind'] = filters.kind;
  if (filters.format) query['format'] = filters.format;
  if (filters.district) query['district'] = filters.district;
  if (filters.tier) query['tier'] = filters.tier;
  return query;
}

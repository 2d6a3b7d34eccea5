import { defineListParams, param } from '../../../lib/list-params';
import {
  LEADERBOARD_PERIODS,
  POSITION_GROUPS,
  type LeaderboardPeriod,
  type LeaderboardQuery,
  type PositionGroup,
} from '@oyna/shared';

/** Players per leaderboard page. */
export const LEADERBOARD_PAGE_SIZE = 20;

/** What the leaderboard shows, as kept in the address bar (`/rating?period=month&position=defender&page=2`). */
export interface LeaderboardFilters {
  period: LeaderboardPeriod;
  position: PositionGroup | undefined;
  page: number;
}

/** The leaderboard's filters in the address; "all time" is the period when none is named. */
const leaderboardListParams = defineListParams<{ period: LeaderboardPeriod; position: PositionGroup }>({
  period: { name: 'period', codec: param.oneOf(LEADERBOARD_PERIODS) },
  position: { name: 'position', codec: param.oneOf(POSITION_GROUPS) },
});

/** Reads the filters from the search params; unknown or malformed values fall back to the defaults. */
export function parseLeaderboardFilters(params: URLSearchParams): LeaderboardFilters {
  const { period, position, page } = leaderboardListParams.parse(params);
  return { period: period ?? 'all', position, page };
}

/**
 * New search params with `changes` applied: a new period or position starts again at page 1;
 * defaults are left out so links stay short; other params are kept.
 */
export function withLeaderboardFilters(
  params: URLSearchParams,
  changes: Partial<LeaderboardFilters>,
): URLSearchParams {
  const { period, ...rest } = changes;
  return leaderboardListParams.with(params, {
    ...rest,
    ...(period === undefined ? {} : { period: period === 'all' ? undefined : period }),
  });
}

/** The API query for the filters. */
export function leaderboardQuery(filters: LeaderboardFilters): LeaderboardQuery {
  return {
    period: filters.period,
    ...(filters.position ? { position: filters.position } : {}),
    page: filters.page,
    page_size: LEADERBOARD_PAGE_SIZE,
  };
}

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

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}

/** Reads the filters from the search params; unknown or malformed values fall back to the defaults. */
export function parseLeaderboardFilters(params: URLSearchParams): LeaderboardFilters {
  const page = Number(params.get('page'));
  return {
    period: oneOf(LEADERBOARD_PERIODS, params.get('period')) ?? 'all',
    position: oneOf(POSITION_GROUPS, params.get('position')),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * New search params with `changes` applied: a new period or position starts again at page 1;
 * defaults are left out so links stay short; other params are kept.
 */
export function withLeaderboardFilters(
  params: URLSearchParams,
  changes: Partial<LeaderboardFilters>,
): URLSearchParams {
  const current = parseLeaderboardFilters(params);
  const merged: LeaderboardFilters = { ...current, ...changes };
  const filterChanged = merged.period !== current.period || merged.position !== current.position;
  if (filterChanged && changes.page === undefined) merged.page = 1;

  const next = new URLSearchParams(params);
  if (merged.period === 'all') next.delete('period');
  else next.set('period', merged.period);
  if (merged.position) next.set('position', merged.position);
  else next.delete('position');
  if (merged.page > 1) next.set('page', String(merged.page));
  else next.delete('page');
  return next;
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

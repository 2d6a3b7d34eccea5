import { type ListState, defineListParams, param } from '../../../lib/list-params';
import {
  BAKU_DISTRICTS,
  GAME_FORMATS,
  GAME_STATUSES,
  type BakuDistrict,
  type GameFormat,
  type GameListQuery,
  type GameStatus,
} from '@oyna/shared';

/** Games per page: divides evenly into the 1-, 2- and 3-column grid. */
export const GAMES_PAGE_SIZE = 12;

interface GameListFilters {
  status: GameStatus;
  format: GameFormat;
  venueId: number;
  district: BakuDistrict;
  /** Baku days, `YYYY-MM-DD`, inclusive. */
  dateFrom: string;
  dateTo: string;
  /** Manat. */
  maxPrice: number;
}

/** The game list's filters, by the API's parameter names (`lang` and `lng` are the language's). */
export const gameListParams = defineListParams<GameListFilters>({
  status: { name: 'status', codec: param.oneOf(GAME_STATUSES) },
  format: { name: 'format', codec: param.oneOf(GAME_FORMATS) },
  venueId: { name: 'venue_id', codec: param.wholeNumber(1, 2_147_483_647) },
  district: { name: 'district', codec: param.oneOf(BAKU_DISTRICTS) },
  dateFrom: { name: 'date_from', codec: param.day() },
  dateTo: { name: 'date_to', codec: param.day() },
  maxPrice: { name: 'max_price', codec: param.wholeNumber(0, 1000) },
});

/** What the game list shows, as kept in the address bar so a filtered list can be shared. */
export type GameFilters = ListState<GameListFilters>;

/** Reads the filters from the search params; unknown or malformed values are ignored. */
export const parseGameFilters = gameListParams.parse;

/**
 * New search params with `changes` applied. Changing any filter goes back to page 1; empty values
 * are left out so links stay short; other params are kept.
 */
export const withGameFilters = gameListParams.with;

/** Search params with every game filter removed (and page 1). */
export const withoutGameFilters = gameListParams.without;

/** How many filters other than the search are set (the badge on the filter button). */
export const countActiveFilters = gameListParams.countActive;

export const hasActiveFilters = gameListParams.hasActive;

/** The `GET /games` query for these filters; empty values are left out. */
export function toGameListQuery(filters: GameFilters, pageSize = GAMES_PAGE_SIZE): GameListQuery {
  const search = filters.search.trim();
  return {
    page: filters.page,
    page_size: pageSize,
    ...(search ? { search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.format ? { format: filters.format } : {}),
    ...(filters.venueId !== undefined ? { venue_id: filters.venueId } : {}),
    ...(filters.district ? { district: filters.district } : {}),
    ...(filters.dateFrom ? { date_from: filters.dateFrom } : {}),
    ...(filters.dateTo ? { date_to: filters.dateTo } : {}),
    ...(filters.maxPrice !== undefined ? { max_price: filters.maxPrice } : {}),
  };
}

import { type ListParams, type ListState, defineListParams, param } from '../../../lib/list-params';
import {
  BAKU_DISTRICTS,
  DATE_CHIPS,
  GAME_FORMATS,
  GAME_STATUSES,
  type BakuDistrict,
  type DateChip,
  type GameFormat,
  type GameListQuery,
  type GameStatus,
} from '@oyna/shared';
import type { NearPoint } from './near-point';

/** Games per page: divides evenly into the 1-, 2- and 3-column grid. */
export const GAMES_PAGE_SIZE = 12;

export interface GameListFilters {
  status: GameStatus;
  format: GameFormat;
  venueId: number;
  district: BakuDistrict;
  /** Baku days, `YYYY-MM-DD`, inclusive. */
  dateFrom: string;
  dateTo: string;
  /** Manat. */
  maxPrice: number;
  /** A date chip: today, tomorrow or the weekend; never together with a date range. */
  when: DateChip;
  /** Nearest first from where the player is; the point itself stays in memory, never in the address. */
  near: true;
  /** Only games whose level range fits mine (signed in). */
  myLevel: true;
  needsGoalkeeper: true;
}

/**
 * The game list's filters, by the API's parameter names (`lang` and `lng` are the language's), but
 * `near`, which stands for the `lat`/`lng`/`sort=distance` the page adds from memory.
 */
const addressParams = defineListParams<GameListFilters>({
  status: { name: 'status', codec: param.oneOf(GAME_STATUSES) },
  format: { name: 'format', codec: param.oneOf(GAME_FORMATS) },
  venueId: { name: 'venue_id', codec: param.wholeNumber(1, 2_147_483_647) },
  district: { name: 'district', codec: param.oneOf(BAKU_DISTRICTS) },
  dateFrom: { name: 'date_from', codec: param.day() },
  dateTo: { name: 'date_to', codec: param.day() },
  maxPrice: { name: 'max_price', codec: param.wholeNumber(0, 1000) },
  when: { name: 'when', codec: param.oneOf(DATE_CHIPS) },
  near: { name: 'near', codec: param.flag() },
  myLevel: { name: 'my_level', codec: param.flag() },
  needsGoalkeeper: { name: 'needs_goalkeeper', codec: param.flag() },
});

/** What the game list shows, as kept in the address bar so a filtered list can be shared. */
export type GameFilters = ListState<GameListFilters>;

/** A date chip and a date range exclude each other; a hand-written link with both keeps the chip. */
function oneDateChoice(filters: GameFilters): GameFilters {
  return filters.when ? { ...filters, dateFrom: undefined, dateTo: undefined } : filters;
}

/** The game list's address state: `addressParams` with one date choice at a time. */
export const gameListParams: ListParams<GameListFilters> = {
  ...addressParams,
  parse: (params) => oneDateChoice(addressParams.parse(params)),
};

/** Reads the filters from the search params; unknown or malformed values are ignored. */
export const parseGameFilters = gameListParams.parse;

/**
 * New search params with `changes` applied. Changing any filter goes back to page 1; empty values
 * are left out so links stay short; other params are kept.
 */
export const withGameFilters = gameListParams.with;

/** Search params with every game filter removed (and page 1). */
export const withoutGameFilters = gameListParams.without;

/** The changes that pick a date chip (or clear it with `undefined`): the date range goes. */
export function chooseDateChip(chip: DateChip | undefined): Partial<GameFilters> {
  return chip ? { when: chip, dateFrom: undefined, dateTo: undefined } : { when: undefined };
}

/** The changes that set one end of the date range: a date chip goes. */
export function chooseDateRange(
  changes: Pick<Partial<GameFilters>, 'dateFrom' | 'dateTo'>,
): Partial<GameFilters> {
  return { ...changes, when: undefined };
}

/** The quick choices of the chip row above the list, not the folded filter panel. */
const QUICK_FILTERS = ['when', 'near', 'myLevel', 'needsGoalkeeper'] as const;

/** How many filters of the panel are set (the badge on the filter button); the chip row shows its own. */
export function countActiveFilters(filters: GameFilters): number {
  return (
    gameListParams.countActive(filters) - QUICK_FILTERS.filter((key) => filters[key] !== undefined).length
  );
}

export const hasActiveFilters = gameListParams.hasActive;

/** Where the list is looked at from: the player's rounded point and whether someone is signed in. */
export interface GameListContext {
  near?: NearPoint | null;
  signedIn?: boolean;
}

/**
 * The `GET /games` query for these filters; empty values are left out. `near` adds the point and
 * nearest-first only once the point is known; "my level" is sent only for a signed-in player.
 */
export function toGameListQuery(
  filters: GameFilters,
  context: GameListContext = {},
  pageSize = GAMES_PAGE_SIZE,
): GameListQuery {
  const search = filters.search.trim();
  const near = filters.near ? context.near : null;
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
    ...(filters.when ? { when: filters.when } : {}),
    ...(near ? { lat: near.lat, lng: near.lng, sort: 'distance' as const } : {}),
    ...(filters.myLevel && context.signedIn ? { my_level: 'true' as const } : {}),
    ...(filters.needsGoalkeeper ? { needs_goalkeeper: 'true' as const } : {}),
  };
}

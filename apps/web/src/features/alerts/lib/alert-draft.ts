import {
  ALERT_DEFAULT_DIGEST_HOUR,
  type AlertDelivery,
  BAKU_DISTRICTS,
  type BakuDistrict,
  type CreateAlertInput,
  GAME_FORMATS,
  type GameFormat,
  alertIsNarrowed,
} from '@oyna/shared';

/** The save-alert form's state. */
export interface AlertDraft {
  districts: BakuDistrict[];
  weekdays: number[];
  timeFrom: string;
  timeTo: string;
  format: GameFormat | '';
  maxPrice: string;
  venueId: number | null;
  delivery: AlertDelivery;
  digestHour: number;
}

/** What the games list was filtered by, as far as an alert keeps it. */
export interface ListedSearch {
  district?: unknown;
  format?: unknown;
  max_price?: unknown;
  venue_id?: unknown;
}

/** ISO weekdays as the locale keys name them. */
export type WeekdayKey = '1' | '2' | '3' | '4' | '5' | '6' | '7';
export const weekdayKey = (day: number) => String(day) as WeekdayKey;

const isDistrict = (value: unknown): value is BakuDistrict => BAKU_DISTRICTS.includes(value as BakuDistrict);
const isFormat = (value: unknown): value is GameFormat => GAME_FORMATS.includes(value as GameFormat);

/** The form, prefilled from the list's filters. */
export function draftFromSearch(search: ListedSearch): AlertDraft {
  const venueId = Number(search.venue_id);
  return {
    districts: isDistrict(search.district) ? [search.district] : [],
    weekdays: [],
    timeFrom: '',
    timeTo: '',
    format: isFormat(search.format) ? search.format : '',
    maxPrice:
      typeof search.max_price === 'number' || typeof search.max_price === 'string'
        ? String(search.max_price)
        : '',
    venueId: Number.isInteger(venueId) && venueId > 0 ? venueId : null,
    delivery: 'instant',
    digestHour: ALERT_DEFAULT_DIGEST_HOUR,
  };
}

/** The request body of a draft. */
export function alertInput(draft: AlertDraft): CreateAlertInput {
  const price = draft.maxPrice.trim() === '' ? null : Number(draft.maxPrice);
  return {
    districts: draft.districts,
    weekdays: [...draft.weekdays].sort((a, b) => a - b),
    time_from: draft.timeFrom || null,
    time_to: draft.timeTo || null,
    format: draft.format || null,
    max_price: price !== null && Number.isFinite(price) ? price : null,
    venue_id: draft.venueId,
    delivery: draft.delivery,
    digest_hour: draft.digestHour,
  };
}

/** At least one field narrows the search (the server refuses "every game"). */
export function draftIsNarrowed(draft: AlertDraft): boolean {
  const input = alertInput(draft);
  return alertIsNarrowed({
    districts: input.districts ?? [],
    weekdays: input.weekdays ?? [],
    time_from: input.time_from ?? null,
    time_to: input.time_to ?? null,
    format: input.format ?? null,
    max_price: input.max_price ?? null,
    venue_id: input.venue_id ?? null,
  });
}

import { type GameAlert, qepikToManat } from '@oyna/shared';
import type { GameAlertRow } from '../../db/schema.js';

const clock = (minutes: number | null) =>
  minutes === null
    ? null
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** An alert as its player sees it. */
export function toGameAlert(
  row: GameAlertRow,
  extra: { venueName: string | null; gamesTold: number },
): GameAlert {
  return {
    id: row.id,
    districts: row.districts as GameAlert['districts'],
    weekdays: row.weekdays,
    time_from: clock(row.minuteFrom),
    time_to: clock(row.minuteTo),
    format: row.format,
    max_price: row.maxPriceQepik === null ? null : qepikToManat(row.maxPriceQepik),
    venue_id: row.venueId,
    venue_name: extra.venueName,
    delivery: row.delivery,
    digest_hour: row.digestHour,
    status: row.status,
    paused_reason: row.pausedReason,
    games_told: extra.gamesTold,
    created_at: row.createdAt.toISOString(),
  };
}

import type { Series, SeriesTermsChange } from '@oyna/shared';

/** The "this and the following" dialog's fields, as typed. */
export interface SeriesChangeDraft {
  time: string;
  weekdays: number[];
  venueId: number | null;
  duration: string;
  price: string;
  capacity: string;
  description: string;
}

export const draftOf = (series: Series): SeriesChangeDraft => ({
  time: series.kick_off_time,
  weekdays: [...series.weekdays].sort((a, b) => a - b),
  venueId: series.venue.id,
  duration: String(series.duration_minutes),
  price: String(series.price),
  capacity: String(series.capacity),
  description: series.description,
});

/** Only what the organizer changed is sent: the rest of the series stays as it is. */
export function changeOf(series: Series, from: string, draft: SeriesChangeDraft): SeriesTermsChange {
  const before = draftOf(series);
  return {
    from_date: from,
    ...(draft.time !== before.time && { kick_off_time: draft.time }),
    ...(draft.weekdays.join() !== before.weekdays.join() && { weekdays: draft.weekdays }),
    ...(draft.venueId !== null && draft.venueId !== before.venueId && { venue_id: draft.venueId }),
    ...(draft.duration !== before.duration && { duration_minutes: Number(draft.duration) }),
    ...(draft.price !== before.price && { price: Number(draft.price) }),
    ...(draft.capacity !== before.capacity && { capacity: Number(draft.capacity) }),
    ...(draft.description !== before.description && { description: draft.description }),
  };
}

/**
 * Whether a change from `from` applies at once or waits as a planned change (decision 81): at once
 * from the next date still to publish or earlier, planned from a later date. The page knows the dates
 * of its next weeks; beyond the last one it shows, the change is taken as planned (the server decides).
 */
export function changeTakesEffect(series: Series, from: string): 'now' | 'planned' {
  const next = series.upcoming.find((date) => date.state === 'scheduled')?.date;
  const last = series.upcoming.at(-1)?.date;
  const limit = next ?? last;
  return limit !== undefined && from <= limit ? 'now' : 'planned';
}

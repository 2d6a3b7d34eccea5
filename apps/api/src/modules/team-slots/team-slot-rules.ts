import { type FieldMessageKind, type Language } from '@oyna/shared';
import { dateIn } from '@oyna/schedule';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { venues } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { gameRuleError } from '../games/game-rule-error.js';
import { type SlotScheduleFields, slotDatesBetween } from './team-slot-schedule.js';

const DAY_MS = 86_400_000;

/**
 * 400 naming each field of a slot's schedule that breaks a rule: a start before today (only when
 * the start is set now), an end before the start, or no date at all within the coming year.
 */
export function assertScheduleRules(
  schedule: SlotScheduleFields,
  input: { startChanged: boolean; now: Date; language: Language },
): void {
  const problems: Record<string, FieldMessageKind> = {};
  const today = dateIn(schedule.timeZone, input.now);
  if (input.startChanged && schedule.startDate < today) problems['start_date'] = 'series_start_in_past';
  if (schedule.endDate !== null && schedule.endDate < schedule.startDate)
    problems['end_date'] = 'series_end_before_start';
  if (Object.keys(problems).length === 0) {
    const [first] = slotDatesBetween(schedule, input.now, new Date(input.now.getTime() + 365 * DAY_MS));
    if (!first) problems['weekdays'] = 'series_weekdays_required';
  }
  if (Object.keys(problems).length > 0) throw gameRuleError(problems, input.language);
}

/** The venue exists (404 `venue_not_found`) and is open (422 `venue_inactive`). */
export async function assertVenueOpen(db: DbExecutor, venueId: number): Promise<void> {
  const [venue] = await db
    .select({ deactivatedAt: venues.deactivatedAt })
    .from(venues)
    .where(eq(venues.id, venueId));
  if (!venue) throw new AppError('venue_not_found', 404);
  if (venue.deactivatedAt) throw new AppError('venue_inactive', 422);
}

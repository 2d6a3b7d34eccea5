import {
  type CreateGameRequest,
  type CreateSeriesRequest,
  checkGameRules,
  createSeriesSchema,
  defaultCapacity,
} from '@oyna/shared';
import { fromBakuInputValue, toBakuInputValue } from '../../../lib/baku-time';
import { type GameFormState, sharedGameFields, toGameRequest } from './game-form';

/** What the form asks for: one game, or a weekly game (a series). */
export type GameFormRequest =
  { kind: 'game'; request: CreateGameRequest } | { kind: 'series'; request: CreateSeriesRequest };

/** The request of the form as filled in (a game or a series), or the message key of each wrong field. */
export function toFormRequest(
  form: GameFormState,
  now: Date,
): { ok: true; value: GameFormRequest } | { ok: false; errors: Record<string, string> } {
  if (form.weekly) {
    const series = toSeriesRequest(form, now);
    return series.ok ? { ok: true, value: { kind: 'series', request: series.value } } : series;
  }
  const game = toGameRequest(form, now);
  return game.ok ? { ok: true, value: { kind: 'game', request: game.value } } : game;
}

export type SeriesFormResult =
  { ok: true; value: CreateSeriesRequest } | { ok: false; errors: Record<string, string> };

/** A number as typed; empty is not a number, so the contract names the field. */
const typedNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The ISO weekday (1 Monday to 7 Sunday) of a `YYYY-MM-DD` date. */
export function isoWeekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The weekly game the form describes: the game's fields, its start (date and kick-off time) from the
 * form's start, the weekdays picked (the start's weekday when none is), and how far ahead each week's
 * game is published. The FIELD_MESSAGES key of each field that is wrong, as the API checks it.
 */
export function toSeriesRequest(form: GameFormState, now: Date): SeriesFormResult {
  // The game's own fields are checked as for one game; registration opens when each game is published.
  const game = toGameRequest({ ...form, opensMode: 'now', opensAt: '' }, now);
  const errors: Record<string, string> = game.ok ? {} : { ...game.errors };
  const startDate = form.startsAt.slice(0, 10);
  // Today's kick-off may have passed: the series then starts with its next date.
  if (errors['starts_at'] === 'game_starts_in_past' && startDate === toBakuInputValue(now).slice(0, 10))
    delete errors['starts_at'];
  const publishDays = form.publishDaysAhead.trim() === '' ? Number.NaN : Number(form.publishDaysAhead);
  const request = {
    ...sharedGameFields(form),
    duration_minutes: Number(form.durationMinutes),
    capacity: form.capacity.trim() === '' ? undefined : Number(form.capacity),
    weekdays: form.weekdays.length > 0 ? [...form.weekdays].sort((a, b) => a - b) : [isoWeekdayOf(startDate)],
    kick_off_time: form.startsAt.slice(11, 16),
    every_weeks: form.everyWeeks,
    start_date: startDate,
    end_date: form.endDate || null,
    publish_days_ahead: publishDays,
    regular_places: typedNumber(form.regularPlaces),
    regulars_auto_accept: form.regularsAutoAccept,
    skip_deadline_hours: typedNumber(form.skipDeadlineHours),
    misses_allowed: typedNumber(form.missesAllowed),
  };
  const parsed = createSeriesSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  }
  if (request.end_date !== null && request.end_date < startDate)
    errors['end_date'] ??= 'series_end_before_start';
  const startsAt = fromBakuInputValue(form.startsAt);
  if (parsed.success && startsAt && Object.keys(errors).length === 0) {
    const rules = checkGameRules(
      {
        ...parsed.data,
        capacity: parsed.data.capacity ?? defaultCapacity(parsed.data.format),
        starts_at: startsAt,
        registration_opens_at: now.toISOString(),
      },
      now,
    );
    // A series starting today may begin with next week's date: only the day's own rules apply here.
    delete rules['starts_at'];
    delete rules['registration_opens_at'];
    Object.assign(errors, rules);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: request as CreateSeriesRequest };
}

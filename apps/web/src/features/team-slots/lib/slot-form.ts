import {
  TEAM_SLOT_LIMITS,
  type TeamSlot,
  type TeamSlotChange,
  type TeamSlotInputRequest,
  type TeamSlotKind,
  teamSlotInputSchema,
} from '@oyna/shared';

/** The add/edit dialog's fields as typed. */
export interface SlotFormState {
  kind: TeamSlotKind;
  venueId: number | null;
  /** ISO weekdays (1 Monday to 7 Sunday). */
  weekdays: number[];
  /** `HH:MM`, Baku wall clock. */
  kickOffTime: string;
  everyWeeks: 1 | 2;
  /** `YYYY-MM-DD`. */
  startDate: string;
  /** `YYYY-MM-DD`, or empty: runs until ended. */
  endDate: string;
  /** Minutes as typed. */
  durationMinutes: string;
  note: string;
}

/** A new slot: a training at the team's home venue, every week from today, 20:00, the usual length. */
export function newSlotForm(today: string, homeVenueId: number | null): SlotFormState {
  return {
    kind: 'training',
    venueId: homeVenueId,
    weekdays: [],
    kickOffTime: '20:00',
    everyWeeks: 1,
    startDate: today,
    endDate: '',
    durationMinutes: String(TEAM_SLOT_LIMITS.durationMinutes.default),
    note: '',
  };
}

/** The form filled with a slot, to edit it. */
export function slotFormOf(slot: TeamSlot): SlotFormState {
  return {
    kind: slot.kind,
    venueId: slot.venue.id,
    weekdays: [...slot.weekdays],
    kickOffTime: slot.kick_off_time,
    everyWeeks: slot.every_weeks === 2 ? 2 : 1,
    startDate: slot.start_date,
    endDate: slot.end_date ?? '',
    durationMinutes: String(slot.duration_minutes),
    note: slot.note,
  };
}

export type SlotFormResult =
  { ok: true; value: TeamSlotInputRequest } | { ok: false; errors: Record<string, string> };

/**
 * The request the form describes, or the field-message key of each wrong field, checked as the API
 * checks it. A first date in the past is refused, unless it is the one the slot already has
 * (`keptStartDate`: editing a slot that began weeks ago).
 */
export function toSlotInput(form: SlotFormState, today: string, keptStartDate?: string): SlotFormResult {
  const request = {
    kind: form.kind,
    venue_id: form.venueId ?? Number.NaN,
    weekdays: [...form.weekdays].sort((a, b) => a - b),
    kick_off_time: form.kickOffTime,
    every_weeks: form.everyWeeks,
    start_date: form.startDate,
    end_date: form.endDate === '' ? null : form.endDate,
    duration_minutes: form.durationMinutes.trim() === '' ? Number.NaN : Number(form.durationMinutes),
    note: form.note,
  };
  const errors: Record<string, string> = {};
  if (form.venueId === null) errors['venue_id'] = 'fill_required';
  const parsed = teamSlotInputSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  }
  if (!errors['start_date'] && form.startDate < today && form.startDate !== keptStartDate)
    errors['start_date'] = 'series_start_in_past';
  if (!errors['end_date'] && request.end_date !== null && request.end_date < form.startDate)
    errors['end_date'] = 'series_end_before_start';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: request };
}

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((day, index) => day === b[index]);

/** Only what the edit changed, for the PATCH (an untouched slot sends nothing). */
export function slotChanges(slot: TeamSlot, input: TeamSlotInputRequest): TeamSlotChange {
  const change: TeamSlotChange = {};
  if (input.kind !== slot.kind) change.kind = input.kind;
  if (input.venue_id !== slot.venue.id) change.venue_id = input.venue_id;
  if (
    !sameDays(
      input.weekdays,
      [...slot.weekdays].sort((a, b) => a - b),
    )
  )
    change.weekdays = input.weekdays;
  if (input.kick_off_time !== slot.kick_off_time) change.kick_off_time = input.kick_off_time;
  if (input.every_weeks !== undefined && input.every_weeks !== slot.every_weeks)
    change.every_weeks = input.every_weeks;
  if (input.start_date !== slot.start_date) change.start_date = input.start_date;
  if ((input.end_date ?? null) !== slot.end_date) change.end_date = input.end_date ?? null;
  if (input.duration_minutes !== undefined && input.duration_minutes !== slot.duration_minutes)
    change.duration_minutes = input.duration_minutes;
  if (input.note !== undefined && input.note.trim() !== slot.note) change.note = input.note;
  return change;
}

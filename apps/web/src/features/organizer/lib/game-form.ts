import {
  GAME_PRICE_RANGES_AZN,
  SERIES_PUBLISH_DAYS,
  SERIES_REGULAR_DEFAULTS,
  checkGameRules,
  createGameSchema,
  defaultCapacity,
  parseManat,
  qepikToManat,
  qepikToManatText,
  manatToQepik,
  type CreateGameRequest,
  type GameDetail,
  type GameFormat,
  type GameKind,
  type SkillLevel,
} from '@oyna/shared';
import { fromBakuInputValue, toBakuInputValue } from '../../../lib/baku-time';

/** The organizer's form as typed: text where the player types, values where they pick. */
export interface GameFormState {
  title: string;
  description: string;
  venueId: number | null;
  /** `datetime-local` value in Baku time. */
  startsAt: string;
  durationMinutes: string;
  format: GameFormat;
  capacity: string;
  kind: GameKind;
  /** Manat as typed: `10`, `12,50`. */
  price: string;
  minLevel: SkillLevel | '';
  maxLevel: SkillLevel | '';
  hasReferee: boolean;
  videoCoverage: boolean;
  /** Players may book places for guests. */
  guestsAllowed: boolean;
  /** Registration opens at once, or at `opensAt`. */
  opensMode: 'now' | 'at';
  opensAt: string;
  /** A weekly game (a series, decision 73) instead of one game: the fields below are its schedule. */
  weekly: boolean;
  /** ISO weekdays (1 Monday to 7 Sunday) it runs on; the start's weekday until the organizer picks. */
  weekdays: number[];
  everyWeeks: 1 | 2;
  /** `YYYY-MM-DD` of its last date; empty: it runs on until the organizer ends it. */
  endDate: string;
  /** Days before kick-off each week's game is published, as typed. */
  publishDaysAhead: string;
  /** Regulars (decision 74): places kept for them each week, as typed; 0 takes no regulars. */
  regularPlaces: string;
  regularsAutoAccept: boolean;
  /** Hours before kick-off a regular may still say "not this week", as typed. */
  skipDeadlineHours: string;
  /** Games missed without a word before a regular loses the place, as typed. */
  missesAllowed: string;
}

type WeeklyFields = Pick<
  GameFormState,
  | 'weekly'
  | 'weekdays'
  | 'everyWeeks'
  | 'endDate'
  | 'publishDaysAhead'
  | 'regularPlaces'
  | 'regularsAutoAccept'
  | 'skipDeadlineHours'
  | 'missesAllowed'
>;

/** The weekly fields of a form that is one game. */
const singleGame = (): WeeklyFields => ({
  weekly: false,
  weekdays: [],
  everyWeeks: 1,
  endDate: '',
  publishDaysAhead: String(SERIES_PUBLISH_DAYS.default),
  regularPlaces: String(SERIES_REGULAR_DEFAULTS.regularPlaces),
  regularsAutoAccept: SERIES_REGULAR_DEFAULTS.autoAccept,
  skipDeadlineHours: String(SERIES_REGULAR_DEFAULTS.skipDeadlineHours),
  missesAllowed: String(SERIES_REGULAR_DEFAULTS.missesAllowed),
});

/** A new game: tomorrow at 19:00 Baku, 7x7 for 90 minutes, regular at the bottom of its range. */
export function emptyGameForm(now: Date): GameFormState {
  const tomorrow = toBakuInputValue(new Date(now.getTime() + 86_400_000)).slice(0, 10);
  return {
    title: '',
    description: '',
    venueId: null,
    startsAt: `${tomorrow}T19:00`,
    durationMinutes: '90',
    format: '7x7',
    capacity: String(defaultCapacity('7x7')),
    kind: 'regular',
    price: String(GAME_PRICE_RANGES_AZN.regular.min),
    minLevel: '',
    maxLevel: '',
    hasReferee: false,
    videoCoverage: false,
    guestsAllowed: true,
    opensMode: 'now',
    opensAt: '',
    ...singleGame(),
  };
}

/** The form for editing a game that exists. */
export function gameFormFrom(game: GameDetail): GameFormState {
  return {
    title: game.title,
    description: game.description,
    venueId: game.venue.id,
    startsAt: toBakuInputValue(new Date(game.starts_at)),
    durationMinutes: String(game.duration_minutes),
    format: game.format,
    capacity: String(game.capacity),
    kind: game.kind,
    price: qepikToManatText(manatToQepik(game.price) ?? 0),
    minLevel: game.min_level ?? '',
    maxLevel: game.max_level ?? '',
    hasReferee: game.has_referee,
    videoCoverage: game.video_coverage,
    guestsAllowed: game.guests_allowed,
    opensMode: 'at',
    opensAt: toBakuInputValue(new Date(game.registration_opens_at)),
    ...singleGame(),
  };
}

/** A new format brings its default capacity, unless the organizer typed a larger one. */
export function withFormat(form: GameFormState, format: GameFormat): GameFormState {
  const capacity = Number(form.capacity);
  const previousDefault = defaultCapacity(form.format);
  const keep =
    Number.isInteger(capacity) && capacity !== previousDefault && capacity >= defaultCapacity(format);
  return { ...form, format, capacity: keep ? form.capacity : String(defaultCapacity(format)) };
}

/** A new kind moves the price into the kind's range (to its nearest end). */
export function withKind(form: GameFormState, kind: GameKind): GameFormState {
  const range = GAME_PRICE_RANGES_AZN[kind];
  const qepik = parseManat(form.price);
  const price = qepik === null ? range.min : Math.min(range.max, Math.max(range.min, qepikToManat(qepik)));
  return { ...form, kind, price: String(price) };
}

export type GameFormResult =
  { ok: true; value: CreateGameRequest } | { ok: false; errors: Record<string, string> };

function whole(text: string): number | undefined {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) ? value : undefined;
}

/** The fields one game and a weekly game take alike from the form, as the contract names them. */
export function sharedGameFields(form: GameFormState) {
  const priceQepik = parseManat(form.price);
  return {
    venue_id: form.venueId ?? undefined,
    title: form.title,
    description: form.description,
    format: form.format,
    kind: form.kind,
    price: priceQepik === null ? undefined : qepikToManat(priceQepik),
    min_level: form.minLevel || null,
    max_level: form.maxLevel || null,
    has_referee: form.hasReferee,
    video_coverage: form.videoCoverage,
    guests_allowed: form.guestsAllowed,
  };
}

/**
 * The request for the form, or the FIELD_MESSAGES key of each field that is wrong: the shared
 * schema's checks, then the rules between fields, exactly as the API applies them.
 */
export function toGameRequest(form: GameFormState, now: Date): GameFormResult {
  const errors: Record<string, string> = {};
  const startsAt = fromBakuInputValue(form.startsAt);
  if (!startsAt) errors['starts_at'] = 'fill_required';
  const opensAt = form.opensMode === 'at' ? fromBakuInputValue(form.opensAt) : null;
  if (form.opensMode === 'at' && !opensAt) errors['registration_opens_at'] = 'fill_required';
  const priceQepik = parseManat(form.price);
  if (priceQepik === null || priceQepik < 0) errors['price'] = 'amount_two_decimals';
  if (form.venueId === null) errors['venue_id'] = 'fill_required';

  const request = {
    ...sharedGameFields(form),
    starts_at: startsAt ?? undefined,
    duration_minutes: whole(form.durationMinutes),
    capacity: whole(form.capacity),
    ...(opensAt ? { registration_opens_at: opensAt } : {}),
  };
  const parsed = createGameSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      // The shared schemas use FIELD_MESSAGES keys as messages; anything else reads as invalid.
      errors[field] ??= issue.message;
    }
  }
  if (parsed.success && Object.keys(errors).length === 0) {
    const value = parsed.data;
    const problems = checkGameRules(
      {
        format: value.format,
        capacity: value.capacity ?? defaultCapacity(value.format),
        kind: value.kind,
        price: value.price,
        min_level: value.min_level,
        max_level: value.max_level,
        starts_at: value.starts_at,
        registration_opens_at: value.registration_opens_at ?? now.toISOString(),
      },
      now,
    );
    // "Now" cannot be after the start unless the start is past, which starts_at already says.
    if (form.opensMode === 'now') delete problems['registration_opens_at'];
    Object.assign(errors, problems);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: request as CreateGameRequest };
}

import {
  WEEKDAYS,
  createVenueSchema,
  updateVenueSchema,
  type AdminVenue,
  type BakuDistrict,
  type CreateVenue,
  type UpdateVenue,
  type Language,
  type Weekday,
} from '@oyna/shared';
import { fieldErrorsFrom } from '../../../lib/form-errors';

type VenueType = CreateVenue['type'];
type Surface = CreateVenue['surface'];
type Amenity = CreateVenue['amenities'][number];

/** One day of the hours editor: open or closed, and its clock times as typed. */
export interface DayDraft {
  open: boolean;
  opens: string;
  closes: string;
}

/** The venue form as typed: text fields as strings, so a half-typed number is not lost. */
export interface VenueDraft {
  name: string;
  district: BakuDistrict | '';
  address: string;
  latitude: string;
  longitude: string;
  type: VenueType | '';
  surface: Surface | '';
  amenities: Amenity[];
  pitch_count: string;
  phone: string;
  /** False: the hours are not known (null). */
  hours_known: boolean;
  hours: Record<Weekday, DayDraft>;
  reason: string;
}

const DEFAULT_DAY: DayDraft = { open: true, opens: '09:00', closes: '23:00' };

function emptyHours(): Record<Weekday, DayDraft> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, { ...DEFAULT_DAY }])) as Record<Weekday, DayDraft>;
}

export function emptyVenueDraft(): VenueDraft {
  return {
    name: '',
    district: '',
    address: '',
    latitude: '',
    longitude: '',
    type: '',
    surface: '',
    amenities: [],
    pitch_count: '1',
    phone: '',
    hours_known: false,
    hours: emptyHours(),
    reason: '',
  };
}

/** The form filled with a venue as it is saved. */
export function draftOfVenue(venue: AdminVenue): VenueDraft {
  const hours = emptyHours();
  if (venue.opening_hours) {
    for (const day of WEEKDAYS) hours[day] = { ...hours[day], open: false };
    for (const entry of venue.opening_hours)
      hours[entry.day] = { open: true, opens: entry.opens, closes: entry.closes };
  }
  return {
    name: venue.name,
    district: venue.district,
    address: venue.address,
    latitude: String(venue.latitude),
    longitude: String(venue.longitude),
    type: venue.type,
    surface: venue.surface,
    amenities: [...venue.amenities],
    pitch_count: String(venue.pitch_count),
    phone: venue.phone ?? '',
    hours_known: venue.opening_hours !== null,
    hours,
    reason: '',
  };
}

/** A typed number (a comma taken as the decimal point), or NaN, which the schema refuses. */
function typedNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The body of `POST /admin/venues` from the form, before validation. */
export function venuePayload(draft: VenueDraft): Record<string, unknown> {
  return {
    name: draft.name,
    district: draft.district || undefined,
    address: draft.address,
    latitude: typedNumber(draft.latitude),
    longitude: typedNumber(draft.longitude),
    type: draft.type || undefined,
    surface: draft.surface || undefined,
    amenities: draft.amenities,
    pitch_count: typedNumber(draft.pitch_count),
    phone: draft.phone.trim() === '' ? null : draft.phone,
    opening_hours: draft.hours_known
      ? WEEKDAYS.filter((day) => draft.hours[day].open).map((day) => ({
          day,
          opens: draft.hours[day].opens,
          closes: draft.hours[day].closes,
        }))
      : null,
    ...(draft.reason.trim() ? { reason: draft.reason.trim() } : {}),
  };
}

export type VenueFormResult =
  { ok: true; create: CreateVenue; update: UpdateVenue } | { ok: false; errors: Record<string, string> };

/**
 * Checks the form with the API's own schema. For an edit, `update` holds only the fields that
 * differ from `saved` (the audit log then lists what really changed).
 */
export function checkVenueDraft(draft: VenueDraft, language: Language, saved?: AdminVenue): VenueFormResult {
  const parsed = createVenueSchema.safeParse(venuePayload(draft));
  if (!parsed.success) return { ok: false, errors: fieldErrorsFrom(parsed.error, language) };
  const create = parsed.data;
  if (!saved) return { ok: true, create, update: create };
  const before = saved as unknown as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(create)) {
    if (key === 'reason') continue;
    if (JSON.stringify(value) !== JSON.stringify(before[key])) changes[key] = value;
  }
  if (create.reason) changes['reason'] = create.reason;
  return { ok: true, create, update: updateVenueSchema.parse(changes) };
}

/** Whether an update changes anything but the reason. */
export function updateChangesSomething(update: UpdateVenue): boolean {
  return Object.keys(update).some((key) => key !== 'reason');
}
